import type { RequestContext } from '../../lib/request-context';
import {
  addedMemberMessage,
  removedMemberMessage,
  pageOf,
  type ListQuery,
  type MembershipCrewInput,
  type MembershipInput,
  type RightName,
  type UpdateMembershipCrewInput,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import { resolveScope } from '../project-access';
import { personExists } from '../persons';
import { assertReferences } from '../tenant-references';
import { membershipCrewsRepository } from './membership-crews.repository';

/**
 * Planners (ALL) work with every membership crew; a client contact (COMPANY) only with their
 * own company's crews. Returns the company filter: null for all.
 */
const companyScope = async (
  tx: Executor,
  ctx: RequestContext,
  resource: 'membershipCrews' | 'crewMemberships',
  right: RightName,
): Promise<number | null> => {
  const scope = await resolveScope(tx, ctx, [[resource, right]]);
  if (scope.kind === 'all') return null;
  if (scope.kind === 'company') return scope.companyId;
  throw forbidden();
};

const findCrew = async (
  tx: Executor,
  ctx: RequestContext,
  id: number,
  companyId: number | null,
) => {
  const crew = await membershipCrewsRepository.findById(tx, ctx.tenant.id, id, companyId);
  if (!crew) throw notFound('Membership crew');
  return crew;
};

/** GET /pCrews: the crews the caller may read (clients: their company's), a page by name. */
export const listMembershipCrews = async (ctx: RequestContext, query: ListQuery) => {
  const { tx } = ctx;
  const companyId = await companyScope(tx, ctx, 'membershipCrews', 'READ');
  return pageOf(await membershipCrewsRepository.page(tx, ctx.tenant.id, companyId, query), query);
};

/** A membership crew the caller may read (membershipCrews READ); 404 outside their scope. */
const readableCrew = async (tx: Executor, ctx: RequestContext, id: number) =>
  findCrew(tx, ctx, id, await companyScope(tx, ctx, 'membershipCrews', 'READ'));

export const getMembershipCrew = (ctx: RequestContext, id: number) => readableCrew(ctx.tx, ctx, id);

export const membershipsOfCrew = async (ctx: RequestContext, id: number, query: ListQuery) => {
  const { tx } = ctx;
  const crew = await readableCrew(tx, ctx, id);
  return pageOf(
    await membershipCrewsRepository.memberships(tx, ctx.tenant.id, crew.id, query),
    query,
  );
};

export const crewMembersOfCrew = async (ctx: RequestContext, id: number, query: ListQuery) => {
  const { tx } = ctx;
  const crew = await readableCrew(tx, ctx, id);
  return pageOf(
    await membershipCrewsRepository.crewMembers(tx, ctx.tenant.id, crew.id, query),
    query,
  );
};

export const createMembershipCrew = async (ctx: RequestContext, input: MembershipCrewInput) => {
  const { tx } = ctx;
  const companyId = await companyScope(tx, ctx, 'membershipCrews', 'CREATE');
  await assertReferences(tx, ctx.tenant.id, { 'body.companyId': ['company', input.companyId] });
  const id = await membershipCrewsRepository.insert(tx, {
    ...input,
    // A client's crew is always their own company's, whatever the body says.
    companyId: companyId ?? input.companyId ?? null,
    createdByLoginId: ctx.auth.loginId,
    tenantId: ctx.tenant.id,
  });
  return findCrew(tx, ctx, id, companyId);
};

export const updateMembershipCrew = async (
  ctx: RequestContext,
  id: number,
  input: UpdateMembershipCrewInput,
) => {
  const { tx } = ctx;
  const companyId = await companyScope(tx, ctx, 'membershipCrews', 'EDIT');
  await findCrew(tx, ctx, id, companyId);
  // A client's crew stays their own company's: only planners move a crew between companies.
  const { companyId: newCompanyId, ...rest } = input;
  const changes = companyId === null ? input : rest;
  if (companyId === null)
    await assertReferences(tx, ctx.tenant.id, { 'body.companyId': ['company', newCompanyId] });
  await membershipCrewsRepository.update(tx, ctx.tenant.id, id, changes);
  return findCrew(tx, ctx, id, companyId);
};

/**
 * GET /persons/{id}/plannerCrewMemberships: the crews the person is in that the caller may read.
 * Planners look up anyone of the tenant; a client only people in their own crews (else 404).
 */
export const membershipsOfPerson = async (
  ctx: RequestContext,
  personId: number,
  query: ListQuery,
) => {
  const { tx } = ctx;
  const companyId = await companyScope(tx, ctx, 'membershipCrews', 'READ');
  const result = await membershipCrewsRepository.ofPerson(
    tx,
    ctx.tenant.id,
    personId,
    companyId,
    query,
  );
  const known =
    companyId === null ? await personExists(tx, ctx.tenant.id, personId) : result.total > 0;
  if (!known) throw notFound('Person');
  return pageOf(result, query);
};

/** POST /plannerCrewMemberships: "added new member to membership crew". */
export const addMembership = async (ctx: RequestContext, input: MembershipInput) => {
  const { tx } = ctx;
  const companyId = await companyScope(tx, ctx, 'crewMemberships', 'CREATE');
  await findCrew(tx, ctx, input.plannerCrewId, companyId);
  await assertReferences(tx, ctx.tenant.id, { 'body.personId': ['person', input.personId] });
  const { id, created } = await membershipCrewsRepository.upsertMembership(tx, {
    ...input,
    tenantId: ctx.tenant.id,
  });
  const membership = await membershipCrewsRepository.membership(tx, ctx.tenant.id, id);
  return { created, body: { message: addedMemberMessage, membership: membership! } };
};

/** DELETE /plannerCrewMemberships/{id} */
export const removeMembership = async (ctx: RequestContext, id: number) => {
  const { tx } = ctx;
  const companyId = await companyScope(tx, ctx, 'crewMemberships', 'DELETE');
  const membership = await membershipCrewsRepository.findMembership(tx, ctx.tenant.id, id);
  const crew = membership
    ? await membershipCrewsRepository.findById(
        tx,
        ctx.tenant.id,
        membership.plannerCrewId,
        companyId,
      )
    : null;
  if (!membership || !crew) throw notFound('Membership');
  await membershipCrewsRepository.deleteMembership(tx, ctx.tenant.id, id);
  return { message: removedMemberMessage };
};
