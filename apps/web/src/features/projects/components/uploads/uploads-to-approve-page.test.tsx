import type { DocumentItem } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { UploadsToApprovePage } from './uploads-to-approve-page';

const upload = (overrides: Partial<DocumentItem>): DocumentItem => ({
  id: 1,
  name: 'A1 certificate 2026',
  typeId: 6,
  typeName: 'A1 certificate',
  category: 'crew_member',
  projectId: null,
  projectNumber: null,
  personId: 12,
  personName: 'Bram Kok',
  companyId: null,
  documentDate: '2026-11-20',
  status: 'pending',
  file: null,
  createdAt: '2026-11-20T08:00:00Z',
  ...overrides,
});

const paper = upload({});
const siteMap = upload({
  id: 2,
  name: 'Safety plan',
  typeName: 'Safety plan',
  category: 'general',
  projectId: 1,
  projectNumber: 'P-2026-001',
  personId: null,
  personName: null,
});

const page = (items: DocumentItem[], total = items.length) => ({
  items,
  total,
  page: 1,
  limit: 100,
});

beforeAll(loadTexts);
beforeEach(() => {
  vi.spyOn(toast, 'success');
});

describe('the uploads to approve', () => {
  it("names each upload's owner and drops an approved paper from the queue", async () => {
    let waiting = [paper, siteMap];
    server.use(
      apiGet('/documentApprovals', () => page(waiting)),
      apiPost('/documents/:id', () => {
        waiting = [siteMap];
        return { ...paper, status: 'approved' };
      }),
    );
    renderWithProviders(<UploadsToApprovePage />);
    const row = await screen.findByTestId('document-1');
    expect(row.textContent).toContain('Bram Kok');
    expect(screen.getByTestId('document-2').textContent).toContain('P-2026-001');

    await userEvent.setup().click(screen.getByTestId('document-1-approve'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('A1 certificate 2026 is approved.'),
    );
    await waitFor(() => expect(screen.queryByTestId('document-1')).toBeNull());
    expect(
      sentRequests()
        .filter(({ method }) => method === 'POST')
        .map(({ path, body }) => [path, body]),
    ).toEqual([['/documents/1', { status: 'approved' }]]);
  });

  it('tells how many more wait beyond the oldest shown, and when none wait', async () => {
    server.use(apiGet('/documentApprovals', () => page([paper], 130)));
    const { unmount } = renderWithProviders(<UploadsToApprovePage />);
    expect(
      await screen.findByText(
        'The 1 oldest of 130 uploads are shown; settle these to see the next ones.',
      ),
    ).toBeTruthy();
    unmount();
    server.use(apiGet('/documentApprovals', () => page([])));
    renderWithProviders(<UploadsToApprovePage />);
    expect(await screen.findByText('No uploads are waiting for approval.')).toBeTruthy();
  });
});
