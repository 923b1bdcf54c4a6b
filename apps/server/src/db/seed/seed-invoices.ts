import { addDays } from '@crewhub/shared';
import type { Transaction } from '../client';
import { invoices } from '../schema';
import type { paperworkProjects } from './seed-documents';
import { storeSeedPdfs, type SeedFiles } from './seed-files';

type Project = Awaited<ReturnType<typeof paperworkProjects>>[number];
type Status = (typeof invoices.$inferInsert)['status'] & string;
type Draft = {
  project: Project;
  status: Status;
  type?: 'invoice' | 'credit_note';
  invoiceDate: string;
  title?: string;
  hours: number;
};

const vatPercent = 21;
const defaultRateCents = 3250;
const money = (cents: number) => `EUR ${(cents / 100).toFixed(2)}`;

/** Ended projects are invoiced (paid, unpaid, released); running ones have an advance first. */
const draftsOf = (project: Project, index: number, today: string): Draft[] => {
  const end = project.endDate ?? project.beginDate!;
  const hours = 40 + ((index * 13) % 90);
  if (end >= today) {
    const advance: Draft = {
      project,
      status: 'released',
      invoiceDate: addDays(project.beginDate!, -14),
      title: 'Advance invoice (50%)',
      hours: Math.round(hours / 2),
    };
    // Every other running project already has the final invoice in the making.
    return index % 2 === 0
      ? [advance, { project, status: 'design', invoiceDate: today, hours }]
      : [advance];
  }
  const statuses: Status[] = ['paid', 'unpaid', 'paid', 'released'];
  const drafts: Draft[] = [
    { project, status: statuses[index % statuses.length]!, invoiceDate: addDays(end, 2), hours },
  ];
  // Now and then fewer hours were worked than invoiced: a credit note follows.
  if (index % 5 === 2) {
    drafts.push({
      project,
      status: 'paid',
      type: 'credit_note',
      invoiceDate: addDays(end, 9),
      title: 'Credit note: hours corrected',
      hours: -4,
    });
  }
  return drafts;
};

/** Invoices in every status for the demo's past and ongoing projects, with PDFs once released. */
export const seedInvoices = async (
  tx: Transaction,
  seed: SeedFiles,
  projectRows: Project[],
  today: string,
) => {
  // Numbered in date order, as an invoicing run would.
  const drafts = projectRows
    .flatMap((project, index) => draftsOf(project, index, today))
    .sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate));
  const invoiceRows = drafts.map((draft, index) => {
    const { project } = draft;
    const number = `INV-${draft.invoiceDate.slice(0, 4)}-${String(index + 1).padStart(4, '0')}`;
    const netCents = draft.hours * (project.rateCents || defaultRateCents);
    // In whole cents times a whole percentage the product is exact, so halves round up reliably.
    const totalCents = Math.round((netCents * (100 + vatPercent)) / 100);
    const dueDate = addDays(draft.invoiceDate, 14);
    const paidDate =
      draft.status === 'paid' ? [addDays(draft.invoiceDate, 11), today].sort()[0]! : null;
    return { draft, number, netCents, totalCents, dueDate, paidDate, title: draft.title ?? null };
  });
  // Designs are drafts: their PDF is made when they are released.
  const released = invoiceRows.filter((row) => row.draft.status !== 'design');
  const fileIds = await storeSeedPdfs(
    tx,
    seed,
    released.map(({ draft, number, netCents, totalCents, dueDate, title }) => ({
      filename: `${number}.pdf`,
      title: `${draft.type === 'credit_note' ? 'Credit note' : 'Invoice'} ${number}`,
      subtitle: `${draft.project.companyName} - ${draft.invoiceDate}`,
      sections: [
        {
          heading: title ?? `${draft.project.number} ${draft.project.name}`,
          lines: [
            `Period ${draft.project.beginDate} to ${draft.project.endDate}`,
            `Due ${dueDate}`,
          ],
          table: {
            columns: ['Description', 'Amount'],
            rows: [
              [`Crew hours (${draft.hours} h)`, money(netCents)],
              ['VAT 21%', money(totalCents - netCents)],
              ['Total', money(totalCents)],
            ],
          },
        },
      ],
    })),
  );
  const values = invoiceRows.map((row, index) => ({
    tenantId: seed.tenantId,
    number: row.number,
    type: row.draft.type ?? 'invoice',
    clientReference: index % 3 === 0 ? `PO-${4500 + index * 7}` : null,
    status: row.draft.status,
    invoiceDate: row.draft.invoiceDate,
    dueDate: row.dueDate,
    paidDate: row.paidDate,
    totalCents: row.totalCents,
    companyId: row.draft.project.companyId!,
    contactId: row.draft.project.contactId,
    clientMark: row.draft.project.clientMark,
    projectId: row.draft.project.id,
    title: row.title,
    startDate: row.draft.project.beginDate,
    endDate: row.draft.project.endDate,
    fileId: fileIds[released.indexOf(row)] ?? null,
  }));
  if (values.length) await tx.insert(invoices).values(values);
};
