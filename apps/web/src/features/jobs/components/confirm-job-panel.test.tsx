import type { CrewItemStatus, JobDetail } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPost, sentCalls } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { buildJob } from '@/testing/build-job';
import { ConfirmJobPanel } from './confirm-job-panel';

const hour = 3_600_000;

const job = (status: CrewItemStatus, startsInMs: number): JobDetail => ({
  ...buildJob({
    id: 12,
    status,
    projectCrewItemId: 3,
    project: { id: 1, number: 'P-1', name: 'Festival' },
    crewName: 'Stage',
    shift: 'Day',
    startDate: '2026-11-23',
    endDate: '2026-11-23',
    startsAt: new Date(Date.now() + startsInMs).toISOString(),
    endsAt: new Date(Date.now() + startsInMs + 9 * hour).toISOString(),
    canConfirm: status === 'requested' && startsInMs > 0,
  }),
  location: null,
  crewInfo: null,
  catering: null,
  crewChief: null,
  projectManager: null,
  contactOnSite: null,
});

beforeAll(loadTexts);

describe('ConfirmJobPanel', () => {
  it('confirms a requested job before it starts', async () => {
    const requested = job('requested', 5 * hour);
    server.use(
      apiPost('/jobs/:id/confirmation', {
        message: 'job has not started',
        job: { ...requested, status: 'confirmed' },
      }),
    );
    renderWithProviders(<ConfirmJobPanel job={requested} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm job' }));
    await waitFor(() => expect(sentCalls()).toEqual(['POST /jobs/12/confirmation']));
  });

  it('sends to planning once the job has started', () => {
    renderWithProviders(<ConfirmJobPanel job={job('requested', -hour)} />);
    expect(screen.queryByRole('button', { name: 'Confirm job' })).toBeNull();
    expect(
      screen.getByText('This job has already started, please contact planning to confirm it.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact planning' }).getAttribute('href')).toBe(
      '/jobs/12/contact-project-manager',
    );
  });

  it('shows nothing to do for a confirmed job', () => {
    renderWithProviders(<ConfirmJobPanel job={job('confirmed', hour)} />);
    expect(screen.getByText('Job confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm job' })).toBeNull();
  });
});
