import {
  addDays,
  defaultPaymentTermDays,
  invoiceNumber,
  invoiceTotals,
  maxInvoiceCents,
  type CreateInvoiceValues,
  type Invoice,
  type InvoiceItemValues,
  type UpdateInvoiceValues,
} from '@crewhub/shared';
import { AppError, invalidField } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { RequestContext } from '../../lib/request-context';
import { findEditableInvoice, invoiceToday, notDesign } from './invoice-access';
import { recordInvoiceActivity } from './invoice-activities';
import { invoiceHoursRepository } from './invoice-hours.repository';
import { invoiceItemsRepository } from './invoice-items.repository';
import { itemTypes, taxRatesOf, toItemInserts } from './invoice-lines';
import { invoicePartiesRepository } from './invoice-parties.repository';
import { invoicesRepository } from './invoices.repository';
import { getInvoice } from './invoices.service';

type Period = { startDate: string | null; endDate: string | null };

const checkPeriod = ({ startDate, endDate }: Period) => {
  if (startDate && endDate && startDate > endDate)
    throw invalidField('body.endDate', 'The period must start before it ends');
};

/** A contact on the invoice must work at the invoiced company. */
const checkContact = async (ctx: RequestContext, contactId: number, companyId: number) => {
  const contact = await invoicePartiesRepository.contact(ctx.tx, ctx.tenant.id, contactId);
  if (contact?.companyId !== companyId)
    throw invalidField('body.contactId', 'Not a contact of the invoiced company');
};

/**
 * Stores the lines and the amounts they come to; refuses lines past the largest total.
 * `rates` holds the rate of every tax type the lines name (taxRatesOf).
 */
const storeLines = async (
  ctx: RequestContext,
  invoiceId: number,
  lines: InvoiceItemValues[],
  rates: Map<number, number>,
) => {
  const inserts = toItemInserts(lines, rates);
  const amounts = invoiceTotals(inserts);
  if (amounts.totalCents > maxInvoiceCents)
    throw invalidField('body.items', `The invoice may come to at most ${maxInvoiceCents} cents`);
  await invoiceItemsRepository.replace(ctx.tx, ctx.tenant.id, invoiceId, inserts);
  await invoicesRepository.update(ctx.tx, ctx.tenant.id, invoiceId, amounts);
};

/**
 * The invoice charges the signed-off hours of the project in the period; an assignment whose
 * hours another invoice already charges answers 409 naming it, so nothing is invoiced twice.
 */
const claimHours = async (
  ctx: RequestContext,
  invoiceId: number,
  projectId: number,
  period: Period,
) => {
  const claims = await invoiceHoursRepository.claimsOf(ctx.tx, ctx.tenant.id, projectId, {
    from: period.startDate,
    to: period.endDate,
  });
  const taken = claims.find((claim) => claim.invoiceNumber !== null);
  if (taken)
    throw hoursInvoiced(
      `The hours of ${taken.personName} as ${taken.functionName} on ${taken.date} are already on invoice ${taken.invoiceNumber}`,
    );
  try {
    await invoiceHoursRepository.claim(
      ctx.tx,
      ctx.tenant.id,
      invoiceId,
      claims.map((claim) => claim.assignmentId),
    );
  } catch (error) {
    // Another invoice claimed them between the check and now (PostgreSQL, parallel creates).
    if (isUniqueViolation(error)) throw hoursInvoiced('These hours were just invoiced');
    throw error;
  }
};

const hoursInvoiced = (message: string) =>
  new AppError(
    'INVOICE_HOURS_ALREADY_INVOICED',
    `${message}: narrow the period or leave the hours out`,
  );

const dayRange = (from: string, to: string) => (from === to ? from : `${from} - ${to}`);

type HourTypes = { chargeTypeId: number; taxTypeId: number };

/** The project's signed-off charged hours as lines, per function and hourly rate. */
const hourLines = async (
  ctx: RequestContext,
  projectId: number,
  period: Period,
  types: HourTypes,
): Promise<InvoiceItemValues[]> => {
  const rows = await invoiceItemsRepository.signedOffHours(ctx.tx, ctx.tenant.id, projectId, {
    from: period.startDate,
    to: period.endDate,
  });
  return rows.map((row) => ({
    description: `${row.functionName} (${dayRange(row.from, row.to)})`,
    quantity: Number(row.hours),
    unitPriceCents: row.rateCents,
    ...types,
  }));
};

/**
 * POST /invoices: a design for a company, optionally for a project whose signed-off charged
 * hours become lines, plus manual lines. The number is the next of the invoice date's year.
 */
export const createInvoice = async (
  ctx: RequestContext,
  input: CreateInvoiceValues,
): Promise<Invoice> => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const company = await invoicePartiesRepository.company(tx, tenantId, input.companyId);
  if (!company) throw invalidField('body.companyId', 'Unknown company');
  const project = input.projectId
    ? await invoicePartiesRepository.project(tx, tenantId, input.projectId)
    : null;
  if (input.projectId && project?.companyId !== company.id)
    throw invalidField('body.projectId', 'Not a project of the invoiced company');
  // The schema asks for both types whenever hours are to be taken from a project.
  const hourTypes =
    project && input.includeSignedOffHours && input.hoursChargeTypeId && input.hoursTaxTypeId
      ? { chargeTypeId: input.hoursChargeTypeId, taxTypeId: input.hoursTaxTypeId }
      : null;
  const rates = await taxRatesOf(ctx, [
    ...(hourTypes
      ? [{ ...hourTypes, fields: { charge: 'body.hoursChargeTypeId', tax: 'body.hoursTaxTypeId' } }]
      : []),
    ...itemTypes(input.items),
  ]);
  const contactId = input.contactId ?? project?.contactId ?? null;
  if (input.contactId) await checkContact(ctx, input.contactId, company.id);
  const period = {
    startDate: input.startDate ?? project?.beginDate ?? null,
    endDate: input.endDate ?? project?.endDate ?? null,
  };
  checkPeriod(period);
  const invoiceDate = input.invoiceDate ?? invoiceToday(ctx);
  const year = Number(invoiceDate.slice(0, 4));
  const number = invoiceNumber(year, await invoicesRepository.nextSequence(tx, tenantId, year));
  const id = await invoicesRepository.insert(tx, tenantId, {
    number,
    type: input.type,
    clientReference: input.clientReference ?? null,
    invoiceDate,
    dueDate: addDays(
      invoiceDate,
      input.paymentTermDays ?? company.paymentTermDays ?? defaultPaymentTermDays,
    ),
    totalCents: 0,
    companyId: company.id,
    contactId,
    clientMark: project?.clientMark ?? company.clientMark,
    projectId: project?.id ?? null,
    title: input.title ?? null,
    ...period,
  });
  const hours = project && hourTypes ? await hourLines(ctx, project.id, period, hourTypes) : [];
  // A credit note gives invoiced hours back, so only invoices claim them.
  if (project && hours.length > 0 && input.type === 'invoice') {
    await claimHours(ctx, id, project.id, period);
  }
  await storeLines(ctx, id, [...hours, ...input.items], rates);
  await recordInvoiceActivity(ctx, id, 'created');
  return getInvoice(ctx, number);
};

/** POST /invoices/{number}: header and lines of a design; anything else answers 409. */
export const updateInvoice = async (
  ctx: RequestContext,
  number: string,
  input: UpdateInvoiceValues,
): Promise<Invoice> => {
  const invoice = await findEditableInvoice(ctx, number);
  if (invoice.status !== 'design') throw notDesign();
  if (input.contactId) await checkContact(ctx, input.contactId, invoice.companyId);
  const next = {
    startDate: input.startDate === undefined ? invoice.startDate : input.startDate,
    endDate: input.endDate === undefined ? invoice.endDate : input.endDate,
  };
  checkPeriod(next);
  const invoiceDate = input.invoiceDate ?? invoice.invoiceDate;
  const dueDate = input.dueDate ?? invoice.dueDate;
  if (dueDate < invoiceDate) throw invalidField('body.dueDate', 'Due before the invoice date');
  await invoicesRepository.update(ctx.tx, ctx.tenant.id, invoice.id, {
    ...next,
    invoiceDate,
    dueDate,
    contactId: input.contactId === undefined ? invoice.contactId : input.contactId,
    clientReference:
      input.clientReference === undefined ? invoice.clientReference : input.clientReference,
    title: input.title === undefined ? invoice.title : input.title,
  });
  if (input.items)
    await storeLines(ctx, invoice.id, input.items, await taxRatesOf(ctx, itemTypes(input.items)));
  await recordInvoiceActivity(ctx, invoice.id, 'changed');
  return getInvoice(ctx, number);
};
