import {
  addMonths,
  isoDateOf,
  type Company,
  type CompanyListQuery,
  type Page,
  type Resource,
  type RightName,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { notFound } from '../../lib/app-error';
import { documentReadGrants } from '../documents/document-access';
import { crewPapersArchive } from '../project-exports/project-files.service';
import { resolveScope, type PlanningContext, type ProjectScope } from '../projects/project-scope';
import { companiesRepository } from './companies.repository';

/** Whoever reads projects or invoices sees the companies behind them, in the same scope. */
const companyReadGrants: [Resource, RightName][] = [
  ['projects', 'READ'],
  ['invoices', 'READ'],
];

/** Crew papers of the company's projects that ended within this many months (or are ahead). */
const recentCrewMonths = 12;

const findCompany = async (tx: Executor, ctx: PlanningContext, id: number, scope: ProjectScope) => {
  const company = await companiesRepository.byId(tx, ctx.tenant.id, id, scope);
  // Companies out of reach are as unknown as missing ones.
  if (!company) throw notFound('Company');
  return company;
};

/** GET /companies: by name; clients see their own company. */
export const listCompanies = (
  ctx: PlanningContext,
  query: CompanyListQuery,
): Promise<Page<Company>> =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const scope = await resolveScope(tx, ctx, companyReadGrants);
    const result = await companiesRepository.list(tx, ctx.tenant.id, scope, query);
    return { ...result, page: query.page, limit: query.limit };
  });

/** GET /companies/{id}. */
export const getCompany = (ctx: PlanningContext, id: number): Promise<Company> =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) =>
    findCompany(tx, ctx, id, await resolveScope(tx, ctx, companyReadGrants)),
  );

/**
 * POST /companies/{id}/exportCrewMembersDocuments: one ZIP with the approved own papers (IDs,
 * certificates) of everyone confirmed on the company's projects of the past year and ahead,
 * e.g. for a client's accreditation. Planners export any company, clients their own.
 */
export const companyCrewDocumentsArchive = (ctx: PlanningContext, id: number) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const scope = await resolveScope(tx, ctx, documentReadGrants);
    // A contact's own projects (OWN) do not reach the papers of the whole company.
    if (scope.kind !== 'all' && scope.kind !== 'company') throw notFound('Company');
    const company = await findCompany(tx, ctx, id, scope);
    const zip = await crewPapersArchive(tx, ctx, {
      crew: {
        companyId: company.id,
        since: addMonths(isoDateOf(ctx.clock.now()), -recentCrewMonths),
      },
      category: 'crew_member',
      emptyMessage: "No one on the company's recent projects has approved documents yet",
    });
    return { company, zip };
  });
