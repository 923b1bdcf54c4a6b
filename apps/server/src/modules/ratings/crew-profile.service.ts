import {
  contactCard,
  hasRight,
  type CrewProfile,
  type ProfileAccess,
  type ProfileAccessInput,
  type PublicCrewProfile,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { notFound } from '../../lib/app-error';
import { personIdOf } from '../../lib/person-scope';
import type { ModuleDeps, RequestContext } from '../../lib/request-context';
import type { RequestTenant } from '../../plugins/tenant';
import { signedFileUrl } from '../files';
import { ratingsRepository, type ProfileRow } from './ratings.repository';

type UrlSigning = Pick<RequestContext, 'storage' | 'clock' | 'tenant'>;

const toPublicProfile = (signing: UrlSigning, row: ProfileRow): PublicCrewProfile => ({
  personId: row.person.id,
  firstName: row.person.firstName,
  lastName: row.person.lastName,
  functions: row.functions,
  pictureUrl: row.person.pictureFileId ? signedFileUrl(signing, row.person.pictureFileId) : null,
  ratingAverage: row.ratingAverage === null ? null : Math.round(row.ratingAverage * 10) / 10,
  ratingCount: row.ratingCount,
});

/** crewProfile READ scopes: ALL, a client's COMPANY (people who worked for it), OWN. */
const mayRead = async (tx: Executor, ctx: RequestContext, personId: number) => {
  const scopes = ctx.rights.crewProfile?.READ ?? [];
  if (scopes.includes('ALL')) return true;
  if (scopes.includes('OWN') && ctx.auth.personId === personId) return true;
  if (scopes.includes('COMPANY') && ctx.auth.contactNumber) {
    return ratingsRepository.workedForContactCompany(
      tx,
      ctx.tenant.id,
      ctx.auth.contactNumber,
      personId,
    );
  }
  return false;
};

/**
 * The crew profile of a person of the tenant, null for none; contact details only with
 * crewProfile CONTACT. Callers decide first whether the caller may see this person.
 */
export const crewProfileOf = async (
  tx: Executor,
  ctx: RequestContext,
  personId: number,
): Promise<CrewProfile | null> => {
  const row = await ratingsRepository.profile(tx, ctx.tenant.id, personId);
  if (!row) return null;
  const { person } = row;
  return {
    ...toPublicProfile(ctx, row),
    publicProfile: person.publicProfile,
    contact: hasRight(ctx.rights, 'crewProfile', 'CONTACT')
      ? contactCard({
          personId: person.id,
          name: `${person.firstName} ${person.lastName}`,
          phone: person.phone,
          email: person.email,
        })
      : null,
  };
};

/** GET /crewProfile/{personId}: within the caller's crewProfile READ scope. */
export const getCrewProfile = async (
  ctx: RequestContext,
  personId: number,
): Promise<CrewProfile> => {
  const { tx } = ctx;
  const profile = (await mayRead(tx, ctx, personId))
    ? await crewProfileOf(tx, ctx, personId)
    : null;
  if (!profile) throw notFound('Profile');
  return profile;
};

/**
 * The public profile page (no login): only crew members (people with a function) who opted in
 * have one, and it never shows phone, e-mail or address. Everyone else answers 404 alike.
 */
export const getPublicCrewProfile = (
  deps: ModuleDeps,
  tenant: RequestTenant,
  personId: number,
): Promise<PublicCrewProfile> =>
  withTenant(deps.db, tenant.id, async (tx) => {
    const row = await ratingsRepository.profile(tx, tenant.id, personId);
    if (!row?.person.publicProfile || row.functions.length === 0) throw notFound('Profile');
    return toPublicProfile({ ...deps, tenant }, row);
  });

/**
 * POST /persons/{id}/profileAccess: people open or close their own public profile; nobody does
 * it for them, and another person's id answers 404 like an unknown one.
 */
export const setProfileAccess = async (
  ctx: RequestContext,
  personId: number,
  input: ProfileAccessInput,
): Promise<ProfileAccess> => {
  const ownId = personIdOf(ctx);
  const { tx } = ctx;
  const row =
    ownId === personId
      ? await ratingsRepository.setPublicProfile(tx, ctx.tenant.id, ownId, input.publicProfile)
      : null;
  if (!row) throw notFound('Profile');
  return row;
};
