import { contactCard, hasRight, type CrewProfile, type PublicCrewProfile } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { notFound } from '../../lib/app-error';
import type { ModuleDeps } from '../../lib/request-context';
import type { RequestTenant } from '../../plugins/tenant';
import type { CrewDayContext } from '../crew-day/crew-access';
import { ratingsRepository, type ProfileRow } from './ratings.repository';

const toPublicProfile = (row: ProfileRow): PublicCrewProfile => ({
  personId: row.person.id,
  firstName: row.person.firstName,
  lastName: row.person.lastName,
  functions: row.functions,
  // Profile pictures arrive with the profile feature.
  pictureUrl: null,
  ratingAverage: row.ratingAverage === null ? null : Math.round(row.ratingAverage * 10) / 10,
  ratingCount: row.ratingCount,
});

/** crewProfile READ scopes: ALL, a client's COMPANY (people who worked for it), OWN. */
const mayRead = async (tx: Executor, ctx: CrewDayContext, personId: number) => {
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

/** GET /crewProfile/{personId}: contact details only with crewProfile CONTACT. */
export const getCrewProfile = (ctx: CrewDayContext, personId: number): Promise<CrewProfile> =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const row = await ratingsRepository.profile(tx, ctx.tenant.id, personId);
    if (!row || !(await mayRead(tx, ctx, personId))) throw notFound('Profile');
    const { person } = row;
    return {
      ...toPublicProfile(row),
      contact: hasRight(ctx.rights, 'crewProfile', 'CONTACT')
        ? contactCard({
            personId: person.id,
            name: `${person.firstName} ${person.lastName}`,
            phone: person.phone,
            email: person.email,
          })
        : null,
    };
  });

/**
 * The public profile page (no login): only crew members (people with a function) have one, and
 * it never shows phone, e-mail or address.
 */
export const getPublicCrewProfile = (
  deps: ModuleDeps,
  tenant: RequestTenant,
  personId: number,
): Promise<PublicCrewProfile> =>
  withTenant(deps.db, tenant.id, async (tx) => {
    const row = await ratingsRepository.profile(tx, tenant.id, personId);
    if (!row || row.functions.length === 0) throw notFound('Profile');
    return toPublicProfile(row);
  });
