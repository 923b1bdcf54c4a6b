import {
  addDays,
  invoiceLineAmounts,
  invoiceNumber,
  invoiceTotals,
  type InvoiceType,
  type StoredInvoiceStatus,
} from '@crewhub/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../client';
import {
  chargeTypes,
  invoiceItems,
  invoiceNumberCounters,
  invoices,
  projectCrewItems,
  projectCrewItemStatuses,
  taxTypes,
} from '../schema';
import type { paperworkProjects } from './seed-documents';
import { storeSeedPdfs, type SeedFiles } from './seed-files';

type Project = Awaited<ReturnType<typeof paperworkProjects>>[number];
type Line = {
  description: string;
  charge: 'hours' | 'travel';
  quantity: number;
  unitPriceCents: number;
};
type Draft = {
  project: Project;
  status: StoredInvoiceStatus;
  type?: InvoiceType;
  invoiceDate: string;
  title?: string;
  hours: number;
};

/** The demo tenant's lists (seedTenantLists): hours and travel under the high VAT rate. */
const vatName = 'VAT high (21%)';
const chargeNames = { hours: 'Crew hours', travel: 'Travel costs' } as const;
const defaultRateCents = 3250;
const paymentTermDays = 14;
const money = (cents: number) => `EUR ${(cents / 100).toFixed(2)}`;

/**
 * Ended projects are invoiced: paid, released but overdue (reads as unpaid), or released a few
 * days ago and not yet due. Running ones have an advance first, every other one a final design.
 */
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
    return index % 2 === 0
      ? [advance, { project, status: 'design', invoiceDate: today, hours }]
      : [advance];
  }
  const afterEnd = addDays(end, 2);
  const cycle: Draft[] = [
    { project, status: 'paid', invoiceDate: afterEnd, hours },
    // Overdue: its due date passed without payment.
    { project, status: 'released', invoiceDate: afterEnd, hours },
    { project, status: 'paid', invoiceDate: afterEnd, hours },
    // Invoiced late, so still within its payment term.
    { project, status: 'released', invoiceDate: [afterEnd, addDays(today, -5)].sort()[1]!, hours },
  ];
  const drafts = [cycle[index % cycle.length]!];
  // Now and then fewer hours were worked than invoiced: a credit note follows.
  if (index % 5 === 2) {
    drafts.push({
      project,
      status: 'paid',
      type: 'credit_note',
      invoiceDate: addDays(end, 9),
      title: 'Credit note: hours corrected',
      hours: 4,
    });
  }
  return drafts;
};

const linesOf = (draft: Draft, index: number): Line[] => {
  const rate = draft.project.rateCents || defaultRateCents;
  const hours: Line = {
    description: `Crew hours ${draft.project.number}`,
    charge: 'hours',
    quantity: draft.hours,
    unitPriceCents: rate,
  };
  if (draft.type === 'credit_note' || index % 3 !== 1) return [hours];
  return [
    hours,
    {
      description: 'Travel to venue',
      charge: 'travel',
      quantity: 2,
      unitPriceCents: 4500,
    },
  ];
};

/** Numbers per year without gaps, as the app hands them out; counters continue from there. */
const numbered = (drafts: Draft[]) => {
  const perYear = new Map<number, number>();
  return drafts.map((draft) => {
    const year = Number(draft.invoiceDate.slice(0, 4));
    const sequence = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, sequence);
    return { draft, number: invoiceNumber(year, sequence), year, sequence };
  });
};

/**
 * Shifts of ended projects were signed off by their crew chiefs: the charged hours are the
 * position's hours (across midnight when it ends before it starts), so new invoices find them.
 */
const signOffEndedShifts = async (
  tx: Transaction,
  tenantId: number,
  projectRows: Project[],
  today: string,
) => {
  const ended = projectRows.filter((project) => (project.endDate ?? today) < today);
  if (ended.length === 0) return;
  const ids = sql.join(
    ended.map((project) => sql`${project.id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${projectCrewItemStatuses} s
    set proposed_charged_hours = round((extract(epoch from (p.end_time - p.start_time + case when p.end_time <= p.start_time then interval '24 hours' else interval '0' end)) / 3600)::numeric, 2),
        signed_off_at = (p.end_date + p.end_time) at time zone 'Europe/Amsterdam'
    from ${projectCrewItems} p
    where s.tenant_id = ${tenantId} and p.tenant_id = s.tenant_id and p.id = s.project_crew_item_id
      and s.status = 'confirmed' and s.signed_off_at is null
      and p.start_time is not null and p.end_time is not null
      and p.project_id in (${ids})`);
};

/** The ids of the demo's VAT rate and charge types the seeded lines use. */
const lineTypes = async (tx: Transaction, tenantId: number) => {
  const [vat] = await tx
    .select({ id: taxTypes.id, rate: taxTypes.rateBasisPoints })
    .from(taxTypes)
    .where(and(eq(taxTypes.tenantId, tenantId), eq(taxTypes.name, vatName)));
  const charges = await tx
    .select({ id: chargeTypes.id, name: chargeTypes.name })
    .from(chargeTypes)
    .where(eq(chargeTypes.tenantId, tenantId));
  const chargeId = (charge: Line['charge']) =>
    charges.find((row) => row.name === chargeNames[charge])!.id;
  return { vat: vat!, chargeId };
};

/** Invoices in every status for the demo's past and ongoing projects, with PDFs once released. */
export const seedInvoices = async (
  tx: Transaction,
  seed: SeedFiles,
  projectRows: Project[],
  today: string,
) => {
  const types = await lineTypes(tx, seed.tenantId);
  // Numbered in date order, as an invoicing run would.
  const drafts = projectRows
    .flatMap((project, index) => draftsOf(project, index, today))
    .sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate));
  const invoiceRows = numbered(drafts).map((row, index) => {
    const lines = linesOf(row.draft, index).map(({ charge, ...line }) => ({
      ...line,
      chargeTypeId: types.chargeId(charge),
      taxTypeId: types.vat.id,
      taxRateBasisPoints: types.vat.rate,
      ...invoiceLineAmounts({ ...line, taxRateBasisPoints: types.vat.rate }),
    }));
    const amounts = invoiceTotals(lines);
    const dueDate = addDays(row.draft.invoiceDate, paymentTermDays);
    const paidDate =
      row.draft.status === 'paid' ? [addDays(row.draft.invoiceDate, 11), today].sort()[0]! : null;
    return { ...row, lines, amounts, dueDate, paidDate, title: row.draft.title ?? null };
  });
  // Designs are drafts: their PDF is made when they are released.
  const released = invoiceRows.filter((row) => row.draft.status !== 'design');
  const fileIds = await storeSeedPdfs(
    tx,
    seed,
    released.map(({ draft, number, lines, amounts, dueDate, title }) => ({
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
              ...lines.map((line) => [line.description, money(line.netCents)]),
              [vatName, money(amounts.taxCents)],
              ['Total', money(amounts.totalCents)],
            ],
          },
        },
      ],
    })),
  );
  await signOffEndedShifts(tx, seed.tenantId, projectRows, today);
  if (invoiceRows.length === 0) return;
  const inserted = await tx
    .insert(invoices)
    .values(
      invoiceRows.map((row, index) => ({
        tenantId: seed.tenantId,
        number: row.number,
        type: row.draft.type ?? 'invoice',
        clientReference: index % 3 === 0 ? `PO-${4500 + index * 7}` : null,
        status: row.draft.status,
        invoiceDate: row.draft.invoiceDate,
        dueDate: row.dueDate,
        paidDate: row.paidDate,
        netCents: row.amounts.netCents,
        taxCents: row.amounts.taxCents,
        totalCents: row.amounts.totalCents,
        companyId: row.draft.project.companyId!,
        contactId: row.draft.project.contactId,
        clientMark: row.draft.project.clientMark,
        projectId: row.draft.project.id,
        title: row.title,
        startDate: row.draft.project.beginDate,
        endDate: row.draft.project.endDate,
        fileId: fileIds[released.indexOf(row)] ?? null,
      })),
    )
    .returning({ id: invoices.id });
  await tx.insert(invoiceItems).values(
    invoiceRows.flatMap((row, index) =>
      row.lines.map(({ totalCents: _total, ...line }, position) => ({
        ...line,
        tenantId: seed.tenantId,
        invoiceId: inserted[index]!.id,
        position: position + 1,
      })),
    ),
  );
  const lastPerYear = new Map(invoiceRows.map((row) => [row.year, row.sequence]));
  await tx
    .insert(invoiceNumberCounters)
    .values(
      [...lastPerYear].map(([year, lastNumber]) => ({ tenantId: seed.tenantId, year, lastNumber })),
    );
};
