import { localDateOf, officeTimeZone, type Resource, type RightName } from '@crewhub/shared';
import { AppError, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { resolveScope } from '../project-access';
import { invoicesRepository } from './invoices.repository';

/** Invoices READ: ALL for planners and office, COMPANY for client contacts. */
const readGrants: [Resource, RightName][] = [['invoices', 'READ']];
const editGrants: [Resource, RightName][] = [['invoices', 'EDIT']];

/** The office's day: due dates pass at its midnight. */
export const invoiceToday = (ctx: Pick<RequestContext, 'clock'>): string =>
  localDateOf(ctx.clock.now(), officeTimeZone);

/**
 * Tenant, scope and day of the caller's invoice reads. Client invoices need the clients login
 * type besides the right: a contact who logs in only as crew sees none.
 */
export const invoiceWhere = async (ctx: RequestContext, grants = readGrants) => {
  const scope = await resolveScope(ctx.tx, ctx, grants);
  if (scope.kind !== 'all' && !ctx.auth.loginTypes.includes('clients'))
    throw new AppError('LOGIN_TYPE_REQUIRED', 'Client invoices need the clients login type');
  return { tenantId: ctx.tenant.id, scope, today: invoiceToday(ctx) };
};

/** The invoice in the caller's scope, else 404 (another company's looks like none at all). */
export const findInvoice = async (ctx: RequestContext, number: string, grants = readGrants) => {
  const row = await invoicesRepository.byNumber(ctx.tx, await invoiceWhere(ctx, grants), number);
  if (!row) throw notFound('Invoice');
  return row;
};

/** The invoice the office changes. */
export const findEditableInvoice = (ctx: RequestContext, number: string) =>
  findInvoice(ctx, number, editGrants);

export const notDesign = () =>
  new AppError('INVOICE_NOT_DESIGN', 'Only an invoice in design can be changed or released');
