import type { DocumentItem, Invoice, ProjectDeliveryNote } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { apiError, apiGet, apiPost, reply, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { captureDownloads } from '@/testing/downloads';
import { buildProject } from '@/testing/planning-factories';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { ProjectDocumentsPage, type ProjectDocumentsAccess } from './project-documents-page';

const number = 'P-2026-001';
const project = buildProject({
  number,
  name: 'Summer Stage Festival 2026',
  companyId: 1,
  companyName: 'Rotterdam Ahoy Events',
  clientMark: 'AHOY',
  contactId: 1,
  contactName: 'Olivia Smit',
  beginDate: '2026-11-20',
  endDate: '2026-11-29',
  rateCents: 3450,
  state: 'confirmed',
});

const docItem = (overrides: Partial<DocumentItem>): DocumentItem => ({
  id: 1,
  name: 'Site map',
  typeId: 2,
  typeName: 'Site map',
  category: 'general',
  projectId: 1,
  projectNumber: number,
  personId: null,
  personName: null,
  companyId: null,
  documentDate: '2026-11-15',
  status: 'approved',
  file: {
    filename: 'site-map.pdf',
    contentType: 'application/pdf',
    size: 1200,
    url: '/api/v1/file/1?expires=1&signature=s',
  },
  createdAt: '2026-11-15T10:00:00Z',
  ...overrides,
});

const invoice: Invoice = {
  id: 7,
  number: 'INV-2026-0007',
  type: 'invoice',
  clientReference: null,
  status: 'unpaid',
  invoiceDate: '2026-11-01',
  dueDate: '2026-11-15',
  paidDate: null,
  netCents: 102025,
  taxCents: 21425,
  totalCents: 123450,
  companyId: 1,
  companyName: 'Rotterdam Ahoy Events',
  contactId: 1,
  contactName: 'Olivia Smit',
  clientMark: 'AHOY',
  projectId: 1,
  projectNumber: number,
  projectName: project.name,
  title: null,
  startDate: null,
  endDate: null,
  fileUrl: '/api/v1/file/9?expires=1&signature=s',
};

const notes: ProjectDeliveryNote[] = [
  {
    projectCrewId: 3,
    crewName: 'Main stage build-up',
    date: '2026-11-21',
    shift: 'day',
    state: 'released',
    signerName: 'Olivia Site',
    signedAt: '2026-11-21T18:00:00Z',
    releasedAt: '2026-11-21T18:10:00Z',
    fileUrl: '/api/v1/file/11?expires=1&signature=s',
  },
  {
    projectCrewId: 4,
    crewName: 'Main stage show day',
    date: '2026-11-27',
    shift: 'day',
    state: 'open',
    signerName: null,
    signedAt: null,
    releasedAt: null,
    fileUrl: null,
  },
];

const page = <T,>(items: T[]) => ({ items, page: 1, limit: 1000, total: items.length });
let answers: Record<string, object>;

const clientAccess: ProjectDocumentsAccess = {
  attachments: true,
  upload: false,
  review: false,
  invoices: true,
  calculations: false,
  openDeliveryNotes: false,
};

beforeAll(loadTexts);
beforeEach(() => {
  answers = {
    [`/projects/${number}/documents`]: page([
      docItem({ id: 1 }),
      docItem({ id: 2, name: 'Safety plan', typeName: 'Safety plan', status: 'pending' }),
    ]),
    [`/projects/${number}/invoices`]: page([invoice]),
    [`/projects/${number}/deliveryNotes`]: notes,
    [`/projects/${number}/crewMembersDocuments`]: page([
      docItem({ id: 5, name: 'ID card', personId: 9, personName: 'Sophie Bos' }),
      docItem({ id: 6, name: 'VCA basic safety', personId: 9, personName: 'Sophie Bos' }),
      docItem({ id: 8, name: 'ID card', personId: 10, personName: 'Anna Dekker' }),
    ]),
    '/documentTypes': page([
      { id: 2, name: 'Site map', category: 'general', parameters: null, allowsSignatories: false },
      {
        id: 5,
        name: 'ID card',
        category: 'crew_member',
        parameters: null,
        allowsSignatories: false,
      },
    ]),
    [`/projects/${number}`]: project,
  };
  vi.spyOn(toast, 'success');
  server.use(
    apiPost(
      `/projects/${number}/documents`,
      reply(201, docItem({ id: 20, name: 'Hall plan', status: 'pending' })),
    ),
    apiGet('/*', ({ path }) => (path in answers ? answers[path]! : apiError(404, 'NOT_FOUND'))),
  );
});

describe('project documents page', () => {
  it('lists documents, invoices, delivery notes and crew papers for a client', async () => {
    renderWithProviders(<ProjectDocumentsPage number={number} access={clientAccess} />);
    const documents = await screen.findByTestId('document-1');
    expect(documents.textContent).toContain('Site map');
    expect(screen.getByTestId('document-2').textContent).toContain('Awaiting approval');
    expect(screen.queryByTestId('upload-document')).toBeNull();

    const invoiceRow = await screen.findByTestId('invoice-7');
    expect(invoiceRow.textContent).toContain('INV-2026-0007');
    expect(invoiceRow.textContent).toContain('Unpaid');
    expect(screen.getByTestId('invoice-7-total').textContent).toMatch(/1,234\.50/);

    expect((await screen.findByTestId('delivery-note-3')).textContent).toContain('Released');
    // Not signed yet, and clients cannot fetch the unsigned note: no download.
    const open = screen.getByTestId('delivery-note-4');
    expect(open.textContent).toContain('Not signed yet');
    expect(within(open).queryByRole('button')).toBeNull();

    const people = await screen.findAllByTestId('crew-documents-person');
    expect(people.map((person) => person.firstChild?.textContent)).toEqual([
      'Sophie Bos',
      'Anna Dekker',
    ]);
    expect(screen.queryByTestId('project-calculationDocuments')).toBeNull();
  });

  it('downloads through the signed link and says so', async () => {
    renderWithProviders(<ProjectDocumentsPage number={number} access={clientAccess} />);
    const downloads = captureDownloads();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('invoice-7-download'));
    expect(toast.success).toHaveBeenCalledWith('Downloaded successfully');
    await user.click(screen.getByTestId('document-1-download'));
    expect(downloads).toEqual([
      { href: invoice.fileUrl, filename: 'INV-2026-0007.pdf' },
      { href: docItem({}).file!.url, filename: 'site-map.pdf' },
    ]);
  });

  it('shows empty states', async () => {
    answers[`/projects/${number}/documents`] = page([]);
    answers[`/projects/${number}/invoices`] = page([]);
    answers[`/projects/${number}/deliveryNotes`] = [];
    answers[`/projects/${number}/crewMembersDocuments`] = page([]);
    renderWithProviders(<ProjectDocumentsPage number={number} access={clientAccess} />);
    for (const id of ['documents', 'invoices', 'delivery-notes', 'crew-documents']) {
      expect(await screen.findByTestId(`project-${id}-empty`)).toBeTruthy();
    }
  });

  // Typing into a modal and picking from a select takes seconds on a busy machine.
  it('lets planners upload a document with its type before the file', async () => {
    renderWithProviders(
      <ProjectDocumentsPage
        number={number}
        access={{ ...clientAccess, upload: true, calculations: true, openDeliveryNotes: true }}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('upload-document'));
    await user.click(await screen.findByTestId('upload-submit'));
    expect(await screen.findByText('Choose a file to upload.')).toBeTruthy();

    const file = new File(['%PDF-1.7'], 'Hall plan.pdf', { type: 'application/pdf' });
    // Mantine's FileInput is a button over a hidden file input.
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await user.click(screen.getByTestId('upload-type'));
    await user.click(await screen.findByRole('option', { name: 'Site map' }));
    // Person papers are not project documents.
    expect(screen.queryByRole('option', { name: 'ID card' })).toBeNull();
    await user.click(screen.getByTestId('upload-submit'));

    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const body = sentRequests({ method: 'POST' })[0]?.body as FormData;
    expect([...body.keys()]).toEqual(['typeId', 'file']);
    expect(body.get('typeId')).toBe('2');
    expect(screen.getByTestId('project-calculationDocuments')).toBeTruthy();
  }, 20_000);
});
