import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { jobPageSize } from '../api/get-jobs';
import { buildJob } from '@/testing/build-job';
import { JobList } from './job-list';

/** Answers GET /jobs page by page from `count` jobs with ids 1…count. */
const serve = (count: number) =>
  server.use(
    apiGet('/jobs', ({ query }) => {
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const ids = Array.from({ length: count }, (_, index) => index + 1);
      const items = ids.slice((page - 1) * limit, page * limit).map((id) => buildJob({ id }));
      return { items, page, limit, total: count };
    }),
  );

beforeAll(loadTexts);

describe('JobList', () => {
  it('loads a busy tab a page at a time', async () => {
    serve(jobPageSize + 3);
    renderWithProviders(<JobList tab="past" />);
    await screen.findByTestId('job-list-past');
    expect(screen.getAllByRole('link', { name: /Winter Expo/ })).toHaveLength(jobPageSize);
    const first = sentRequests()[0]?.query;
    expect([first?.get('tab'), first?.get('page'), first?.get('limit')]).toEqual([
      'past',
      '1',
      String(jobPageSize),
    ]);

    const more = screen.getByRole('button', { name: `Show more (${jobPageSize} of 28)` });
    await userEvent.setup().click(more);
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /Winter Expo/ })).toHaveLength(jobPageSize + 3),
    );
    expect(sentRequests()[1]?.query.get('page')).toBe('2');
    expect(screen.queryByTestId('jobs-load-more-past')).toBeNull();
  });

  it('offers no more when one page holds every job', async () => {
    serve(2);
    renderWithProviders(<JobList tab="upcoming" />);
    await screen.findByTestId('job-list-upcoming');
    expect(screen.queryByTestId('jobs-load-more-upcoming')).toBeNull();
  });
});
