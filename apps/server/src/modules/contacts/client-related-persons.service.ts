import type { RequestContext } from '../../lib/request-context';
import {
  pageOf,
  type Page,
  type PersonListItem,
  type PersonsClientRelatedQuery,
} from '@crewhub/shared';
import { forbidden, notFound } from '../../lib/app-error';
import { pageOfPersons } from '../persons';
import { resolveScope } from '../project-access';
import { invalidField } from '../tenant-references';
import { contactsRepository } from './contacts.repository';

/** Which client's people: planners name a company, clients get their own company (or self). */
const clientFilter = async (ctx: RequestContext, companyId: number | undefined) => {
  const { tx } = ctx;
  const scope = await resolveScope(tx, ctx, [['projects', 'READ']]);
  switch (scope.kind) {
    case 'all':
      if (companyId === undefined) {
        throw invalidField('querystring.companyId', 'Name the client company');
      }
      if (!(await contactsRepository.companyExists(tx, ctx.tenant.id, companyId))) {
        throw notFound('Company');
      }
      return { workedForCompanyId: companyId };
    case 'company':
      // Another company is as unknown to a client as a missing one.
      if (companyId !== undefined && companyId !== scope.companyId) throw notFound('Company');
      return { workedForCompanyId: scope.companyId };
    case 'contact':
      if (companyId !== undefined) throw notFound('Company');
      return { workedForContactId: scope.contactId };
    default:
      throw forbidden('Only clients and planners see the people who worked for a client');
  }
};

/**
 * GET /personsClientRelated: the people confirmed on a client's projects, searchable like
 * /persons, so a client can find crew they know and a planner can staff with familiar faces.
 */
export const listClientRelatedPersons = async (
  ctx: RequestContext,
  query: PersonsClientRelatedQuery,
): Promise<Page<PersonListItem>> => {
  const { companyId, ...filters } = query;
  const client = await clientFilter(ctx, companyId);
  const result = await pageOfPersons(ctx.tx, ctx.tenant.id, { ...filters, ...client });
  return pageOf(result, query);
};
