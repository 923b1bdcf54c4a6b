import {
  addedMemberMessage,
  removedMemberMessage,
  type MembershipCrewInput,
  type MembershipInput,
  type RightName,
  type UpdateMembershipCrewInput,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { forbidden, notFound } from '../../lib/app-error';
import { resolveScope, type PlanningContext } from '../projects/project-scope';
import { assertReferences } from '../projects/references';
import { membershipCrewsRepository } from './membership-crews.repository';

/**
 * Planners (ALL) work with every membership crew; a client contact (COMPANY) only with their
 * own company's crews. Returns the company filter: null for all.
 */
const companyScope = async (
  tx: Executor,
  ctx: PlanningContext,
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
  ctx: PlanningContext,
  id: number,
  companyId: number | null,
) => {
  const crew = await membershipCrewsRepository.findById(tx, ctx.tenant.id, id, companyId);
  if (!crew) throw notFound('Membership crew');
  return crew;
};

export const listMembershipCrews = (ctx: PlanningContext) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) =>
    membershipCrewsRepository.list(
      tx,
      ctx.tenant.id,
      await companyScope(tx, ctx, 'membershipCrews', 'READ'),
    ),
  );

/** A membership crew the caller may read (membershipCrews READ); 404 outside their scope. */
const readableCrew = async (tx: Executor, ctx: PlanningContext, id: number) =>
  findCrew(tx, ctx, id, await companyScope(tx, ctx, 'membershipCrews', 'READ'));

export const getMembershipCrew = (ctx: PlanningContext, id: number) =>
  withTenant(ctx.db, ctx.tenant.id, (tx) => readableCrew(tx, ctx, id));

export const membershipsOfCrew = (ctx: PlanningContext, id: number) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const crew = await readableCrew(tx, ctx, id);
    return membershipCrewsRepository.memberships(tx, ctx.tenant.id, crew.id);
  });

export const crewMembersOfCrew = (ctx: PlanningContext, id: number) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const crew = await readableCrew(tx, ctx, id);
    return membershipCrewsRepository.crewMembers(tx, ctx.tenant.id, crew.id);
  });

export const createMembershipCrew = (ctx: PlanningContext, input: MembershipCrewInput) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
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
  });

export const updateMembershipCrew = (
  ctx: PlanningContext,
  id: number,
  input: UpdateMembershipCrewInput,
) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const companyId = await companyScope(tx, ctx, 'membershipCrews', 'EDIT');
    await findCrew(tx, ctx, id, companyId);
    await membershipCrewsRepository.update(tx, ctx.tenant.id, id, input);
    return findCrew(tx, ctx, id, companyId);
  });

/** POST /plannerCrewMemberships: "added new member to membership crew". */
export const addMembership = (ctx: PlanningContext, input: MembershipInput) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const companyId = await companyScope(tx, ctx, 'crewMemberships', 'CREATE');
    const crew = await findCrew(tx, ctx, input.plannerCrewId, companyId);
    await assertReferences(tx, ctx.tenant.id, { 'body.personId': ['person', input.personId] });
    const { id, created } = await membershipCrewsRepository.upsertMembership(tx, {
      ...input,
      tenantId: ctx.tenant.id,
    });
    const [membership] = await membershipCrewsRepository.memberships(
      tx,
      ctx.tenant.id,
      crew.id,
      id,
    );
    return { created, body: { message: addedMemberMessage, membership: membership! } };
  });

/** DELETE /plannerCrewMemberships/{id} */
export const removeMembership = (ctx: PlanningContext, id: number) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
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
  });
