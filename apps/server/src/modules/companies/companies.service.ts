import type { RequestContext } from '../../lib/request-context';
import {
  addMonths,
  isoDateOf,
  pageOf,
  defaultPaymentTermDays,
  hasRight,
  type Company,
  type CompanyListQuery,
  type CompanySettings,
  type CompanySettingsInput,
  type CompanySettingsQuery,
  type TenantCompany,
  type DocumentItem,
  type ListQuery,
  type Page,
  type Resource,
  type RightName,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import {
  documentFilter,
  documentReadGrants,
  pageOfCompanyDocuments,
  toDocument,
} from '../documents';
import { crewPapersArchive } from '../project-exports';
import { contactByNumber, resolveScope, type ProjectScope } from '../project-access';
import { pageOfCompanyRateCards } from '../reference';
import { companiesRepository } from './companies.repository';

/** Whoever reads projects or invoices sees the companies behind them, in the same scope. */
const companyReadGrants: [Resource, RightName][] = [
  ['projects', 'READ'],
  ['invoices', 'READ'],
];

/** Crew papers of the company's projects that ended within this many months (or are ahead). */
const recentCrewMonths = 12;

const findCompany = async (tx: Executor, ctx: RequestContext, id: number, scope: ProjectScope) => {
  const company = await companiesRepository.byId(tx, ctx.tenant.id, id, scope);
  // Companies out of reach are as unknown as missing ones.
  if (!company) throw notFound('Company');
  return company;
};

/** GET /companies: by name; clients see their own company. */
export const listCompanies = async (
  ctx: RequestContext,
  query: CompanyListQuery,
): Promise<Page<Company>> => {
  const { tx } = ctx;
  const scope = await resolveScope(tx, ctx, companyReadGrants);
  const result = await companiesRepository.list(tx, ctx.tenant.id, scope, query);
  return { ...result, page: query.page, limit: query.limit };
};

/** GET /companies/{id}. */
export const getCompany = async (ctx: RequestContext, id: number): Promise<Company> =>
  findCompany(ctx.tx, ctx, id, await resolveScope(ctx.tx, ctx, companyReadGrants));

/**
 * GET /tenant/companies: company names for pickers and filters. A client contact sees only their
 * own company; the tenant's people see every client's name (they appear on jobs anyway).
 */
export const listTenantCompanies = async (
  ctx: RequestContext,
  query: CompanyListQuery,
): Promise<Page<TenantCompany>> => {
  const { tx, auth } = ctx;
  const contact = auth.contactNumber
    ? await contactByNumber(tx, ctx.tenant.id, auth.contactNumber)
    : null;
  const result = await companiesRepository.names(tx, ctx.tenant.id, {
    ...query,
    onlyId: contact?.companyId,
  });
  return pageOf(result, query);
};

type SettingsRow = Awaited<ReturnType<typeof companiesRepository.settings>>;

/** The settings as the client's papers apply them: defaults where nothing was recorded. */
const toSettings = (company: Company, row: SettingsRow, withAccount: boolean): CompanySettings => ({
  companyId: company.id,
  documentLanguage: row?.documentLanguage ?? null,
  clientReferenceRequired: row?.clientReferenceRequired ?? false,
  deliveryNoteSignatureRequired: row?.deliveryNoteSignatureRequired ?? false,
  account: withAccount
    ? {
        debtorNumber: row?.debtorNumber ?? null,
        vatNumber: row?.vatNumber ?? null,
        invoiceEmail: row?.invoiceEmail ?? company.email,
        paymentTermDays: row?.paymentTermDays ?? defaultPaymentTermDays,
      }
    : null,
});

/**
 * GET /companies/{id}/settings: how the tenant works with the client, defaults when none were
 * recorded. The accounting record comes only with expand=account and invoices READ.
 */
export const getCompanySettings = async (
  ctx: RequestContext,
  id: number,
  query: CompanySettingsQuery,
): Promise<CompanySettings> => {
  const { tx } = ctx;
  const company = await findCompany(tx, ctx, id, await resolveScope(tx, ctx, companyReadGrants));
  const row = await companiesRepository.settings(tx, ctx.tenant.id, company.id);
  const withAccount = query.expand === 'account' && hasRight(ctx.rights, 'invoices', 'READ');
  return toSettings(company, row, withAccount);
};

/**
 * POST /companies/{id}/settings: the office (invoices EDIT for every client) records how it
 * works with a client; the answer includes the accounting record it just wrote.
 */
export const saveCompanySettings = async (
  ctx: RequestContext,
  id: number,
  input: CompanySettingsInput,
): Promise<CompanySettings> => {
  // A client allowed to edit its own invoices still may not set its own payment terms.
  if (!hasRight(ctx.rights, 'invoices', 'EDIT', 'ALL')) {
    throw forbidden('Only the office changes how it works with a client');
  }
  const { tx } = ctx;
  const company = await findCompany(tx, ctx, id, await resolveScope(tx, ctx, companyReadGrants));
  const row = await companiesRepository.saveSettings(tx, ctx.tenant.id, company.id, input);
  return toSettings(company, row, true);
};

/** GET /companies/{id}/rateCards: the client's own agreements (rateCards READ, in its view). */
export const listCompanyRateCards = async (ctx: RequestContext, id: number, query: ListQuery) => {
  await findCompany(ctx.tx, ctx, id, await resolveScope(ctx.tx, ctx, companyReadGrants));
  return pageOfCompanyRateCards(ctx, id, query);
};

/** The company within a documents scope that reaches whole companies (all, or a client's own). */
const companyForDocuments = async (ctx: RequestContext, id: number) => {
  const scope = await resolveScope(ctx.tx, ctx, documentReadGrants);
  // A contact's own projects (OWN) do not reach the papers of the whole company.
  if (scope.kind !== 'all' && scope.kind !== 'company') throw notFound('Company');
  return { company: await findCompany(ctx.tx, ctx, id, scope), scope };
};

/**
 * GET /companies/{id}/documents: the company's documents and its projects', newest first;
 * planners see all, clients approved ones and their own uploads.
 */
export const listCompanyDocuments = async (
  ctx: RequestContext,
  id: number,
  query: ListQuery,
): Promise<Page<DocumentItem>> => {
  const { company, scope } = await companyForDocuments(ctx, id);
  const { items, total } = await pageOfCompanyDocuments(
    ctx.tx,
    ctx.tenant.id,
    company.id,
    documentFilter(ctx, scope),
    query,
  );
  return pageOf({ items: items.map((row) => toDocument(ctx, row)), total }, query);
};

/**
 * POST /companies/{id}/exportCrewMembersDocuments: one ZIP with the approved own papers (IDs,
 * certificates) of everyone confirmed on the company's projects of the past year and ahead,
 * e.g. for a client's accreditation. Planners export any company, clients their own.
 */
export const companyCrewDocumentsArchive = async (ctx: RequestContext, id: number) => {
  const { tx } = ctx;
  const { company } = await companyForDocuments(ctx, id);
  const zip = await crewPapersArchive(tx, ctx, {
    crew: {
      companyId: company.id,
      since: addMonths(isoDateOf(ctx.clock.now()), -recentCrewMonths),
    },
    category: 'crew_member',
    emptyMessage: "No one on the company's recent projects has approved documents yet",
  });
  return { company, zip };
};
