import type { RequestContext } from '../../lib/request-context';
import type { CrewReferenceQuery, ListQuery, Page, RateCard, RateCardItem } from '@crewhub/shared';
import { hasRight, rateCardFitsCompany } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import { resolveScope } from '../project-access';
import { referenceRepository, type NamedList } from './reference.repository';

/** Anyone may list their own functions, tags and skills; other people's need persons READ. */
const personFilter = (ctx: RequestContext, personId: number | undefined) => {
  if (personId === undefined || personId === ctx.auth.personId) return personId;
  if (!hasRight(ctx.rights, 'persons', 'READ') && !hasRight(ctx.rights, 'projects', 'EDIT')) {
    throw forbidden('Missing right READ on persons');
  }
  return personId;
};

const paged = async <T>(
  query: ListQuery,
  work: Promise<{ items: T[]; total: number }>,
): Promise<Page<T>> => ({
  ...(await work),
  page: query.page,
  limit: query.limit,
});

export type ReferenceList =
  'functions' | 'crewFunctions' | 'regions' | 'crewTags' | 'documentBasedSkills';

export const listReference = async (
  ctx: RequestContext,
  list: ReferenceList,
  query: CrewReferenceQuery,
) => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const personId = personFilter(ctx, query.personId);
  switch (list) {
    case 'functions':
    case 'crewFunctions':
      return paged(
        query,
        referenceRepository.functions(tx, tenantId, {
          ...query,
          personId,
          // Spare functions are planners' business (planningCalendar READSPAREFUNCTION).
          includeSpare: hasRight(ctx.rights, 'planningCalendar', 'READSPAREFUNCTION'),
        }),
      );
    case 'regions':
      return paged(query, referenceRepository.names(tx, tenantId, 'regions', query));
    case 'crewTags':
      return paged(query, referenceRepository.tags(tx, tenantId, { ...query, personId }));
    case 'documentBasedSkills':
      return paged(query, referenceRepository.skills(tx, tenantId, { ...query, personId }));
  }
};

/** GET /branches, /cateringAgreementTypes: what a project can be filed under. */
export const listNamed = (
  ctx: RequestContext,
  list: Exclude<NamedList, 'regions'>,
  query: ListQuery,
) => paged(query, referenceRepository.names(ctx.tx, ctx.tenant.id, list, query));

/**
 * Which rate cards the caller sees (rateCards READ): ALL every card (undefined); a client
 * contact (COMPANY) the general ones and their company's; anyone else the general ones (null).
 */
export const visibleRateCards = async (tx: Executor, ctx: RequestContext) => {
  const scope = await resolveScope(tx, ctx, [['rateCards', 'READ']]);
  if (scope.kind === 'all') return undefined;
  return scope.kind === 'company' ? scope.companyId : null;
};

export const listRateCards = async (
  ctx: RequestContext,
  query: ListQuery,
): Promise<Page<RateCard>> => {
  const { tx } = ctx;
  const companyId = await visibleRateCards(tx, ctx);
  return paged(query, referenceRepository.rateCards(tx, ctx.tenant.id, { ...query, companyId }));
};

/**
 * GET /companies/{id}/rateCards: the agreements made with one client, by name. Follows the rate
 * card view, so a card the caller may not read is never listed.
 */
export const pageOfCompanyRateCards = async (
  ctx: RequestContext,
  companyId: number,
  query: ListQuery,
): Promise<Page<RateCard>> => {
  const { tx } = ctx;
  const visible = await visibleRateCards(tx, ctx);
  return paged(
    query,
    referenceRepository.rateCards(tx, ctx.tenant.id, {
      ...query,
      companyId: visible,
      onlyCompanyId: companyId,
    }),
  );
};

/** GET /rateCards/{id}/items; 404 for another tenant's card or one outside the caller's view. */
export const listRateCardItems = async (
  ctx: RequestContext,
  rateCardId: number,
  query: ListQuery,
): Promise<Page<RateCardItem>> => {
  await findVisibleRateCard(ctx, rateCardId);
  return paged(query, referenceRepository.rateCardItems(ctx.tx, ctx.tenant.id, rateCardId, query));
};

/** A rate card within the caller's view; 404 for another tenant's or one outside it. */
export const findVisibleRateCard = async (ctx: RequestContext, rateCardId: number) => {
  const { tx } = ctx;
  const visible = await visibleRateCards(tx, ctx);
  const card = await referenceRepository.rateCard(tx, ctx.tenant.id, rateCardId);
  if (!card || (visible !== undefined && !rateCardFitsCompany(card, visible))) {
    throw notFound('Rate card');
  }
  return card;
};

/** GET /taxTypes: the rates invoice lines can carry. */
export const listTaxTypes = (ctx: RequestContext, query: ListQuery) =>
  paged(query, referenceRepository.taxTypes(ctx.tx, ctx.tenant.id, query));
