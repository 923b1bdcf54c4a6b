import type { DocumentItem } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { captureDownloads } from '@/testing/downloads';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { DocumentList } from './document-list';
import { ProjectDownloads } from './project-downloads';

const number = 'P-2026-001';

const paper = (overrides: Partial<DocumentItem>): DocumentItem => ({
  id: 1,
  name: 'Site map with crew entrance',
  typeId: 2,
  typeName: 'Site map',
  category: 'general',
  projectId: 1,
  projectNumber: number,
  personId: null,
  personName: null,
  companyId: 1,
  documentDate: '2026-11-15',
  status: 'approved',
  file: null,
  createdAt: '2026-11-15T08:00:00Z',
  ...overrides,
});

const items = [
  paper({ id: 1 }),
  paper({ id: 2, name: 'Safety plan', status: 'pending' }),
  paper({ id: 3, name: 'Old hall plan', status: 'rejected' }),
];

/** The method, path and JSON body of each call the screen made. */
const calls = () => sentRequests().map(({ method, path, body }) => ({ method, path, body }));

beforeAll(loadTexts);
beforeEach(() => {
  vi.spyOn(toast, 'success');
  server.use(
    apiPost(
      '/companies/:id/exportCrewMembersDocuments',
      () => new HttpResponse('PK', { headers: { 'Content-Type': 'application/zip' } }),
    ),
    apiPost('/documents/:id', ({ body }) => {
      const { status } = body as Pick<DocumentItem, 'status'>;
      return paper({ id: 2, name: 'Safety plan', status });
    }),
  );
});

describe('document review', () => {
  it('offers Approve and Reject on pending rows only, to reviewers only', () => {
    const { unmount } = renderWithProviders(<DocumentList items={items} reviewable />);
    expect(screen.getByTestId('document-2-approve')).toBeTruthy();
    expect(screen.getByTestId('document-2').textContent).toContain('Awaiting approval');
    expect(screen.queryByTestId('document-1-approve')).toBeNull();
    expect(screen.queryByTestId('document-3-approve')).toBeNull();
    expect(screen.getByTestId('document-3').textContent).toContain('Rejected');
    unmount();
    renderWithProviders(<DocumentList items={items} />);
    expect(screen.queryByTestId('document-2-approve')).toBeNull();
  });

  it('approves at once and says so', async () => {
    renderWithProviders(<DocumentList items={items} reviewable />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Safety plan is approved; clients can see it now.',
      ),
    );
    expect(calls()).toEqual([
      { method: 'POST', path: '/documents/2', body: { status: 'approved' } },
    ]);
  });

  it('asks before rejecting', async () => {
    renderWithProviders(<DocumentList items={items} reviewable />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByTestId('confirm-modal');
    expect(dialog.textContent).toContain('Safety plan will not be shown to clients');
    expect(calls()).toEqual([]);
    await user.click(within(dialog).getByTestId('confirm-modal-confirm'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Safety plan was rejected.'));
    expect(calls()).toEqual([
      { method: 'POST', path: '/documents/2', body: { status: 'rejected' } },
    ]);
  });
});

describe('company crew documents', () => {
  it("downloads the ZIP of the project's company", async () => {
    renderWithProviders(
      <ProjectDownloads
        number={number}
        calculations={false}
        company={{ id: 4, name: 'Ahoy Events', clientMark: 'AHOY' }}
      />,
    );
    expect(screen.getByTestId('project-companyCrewDocuments').textContent).toContain(
      'Crew documents of Ahoy Events',
    );
    expect(screen.queryByTestId('project-calculationDocuments')).toBeNull();
    const downloads = captureDownloads();
    await userEvent.setup().click(screen.getByTestId('download-companyCrewDocuments'));
    await waitFor(() =>
      expect(downloads.map(({ filename }) => filename)).toEqual([
        'crew-members-documents-AHOY.zip',
      ]),
    );
    expect(calls()).toEqual([
      { method: 'POST', path: '/companies/4/exportCrewMembersDocuments', body: {} },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Downloaded successfully');
  });
});
