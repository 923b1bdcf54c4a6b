import type { DocumentItem } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '@/lib/download';
import { toast } from '@/lib/toasts';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { DocumentList } from './document-list';
import { ProjectDownloads } from './project-downloads';

vi.mock('@/lib/download', () => ({ saveUrl: vi.fn(), saveBlob: vi.fn() }));
vi.mock('@/lib/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

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

const fetchMock = vi.fn<typeof fetch>();
/** The method, path and JSON body of each call the screen made. */
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => ({
    method: init?.method ?? 'GET',
    path: new URL(String(input), 'http://localhost').pathname.replace('/api/v1', ''),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));

beforeAll(loadTexts);
beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path.startsWith('/api/v1/companies/'))
      return new Response(new Blob(['PK']), { headers: { 'Content-Type': 'application/zip' } });
    const status = (JSON.parse(String(init?.body)) as Pick<DocumentItem, 'status'>).status;
    return new Response(JSON.stringify(paper({ id: 2, name: 'Safety plan', status })), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.clearAllMocks();
});

describe('document review', () => {
  it('offers Approve and Reject on pending rows only, to reviewers only', () => {
    const { unmount } = renderWithProviders(<DocumentList items={items} reviewProject={number} />);
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
    renderWithProviders(<DocumentList items={items} reviewProject={number} />);
    await userEvent.setup().click(screen.getByTestId('document-2-approve'));
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
    renderWithProviders(<DocumentList items={items} reviewProject={number} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('document-2-reject'));
    const dialog = await screen.findByTestId('confirm-modal');
    expect(dialog.textContent).toContain('Safety plan will not be shown to clients');
    expect(fetchMock).not.toHaveBeenCalled();
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
    await userEvent.setup().click(screen.getByTestId('download-companyCrewDocuments'));
    await waitFor(() =>
      expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'crew-members-documents-AHOY.zip'),
    );
    expect(calls()).toEqual([
      { method: 'POST', path: '/companies/4/exportCrewMembersDocuments', body: {} },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Downloaded successfully');
  });
});
