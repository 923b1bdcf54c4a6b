import type { RequestContext } from '../../lib/request-context';
import {
  rankCandidates,
  toGeoPoint,
  type BestPersons,
  type BestPersonsQuery,
} from '@crewhub/shared';
import { findPositionInScope } from '../positions';
import { workingTimeBreachesOf } from '../staff-contracts';
import { bestPersonsRepository } from './best-persons.repository';

/**
 * GET /projectCrewItems/{id}/bestPersons: everyone who could fill the position, ranked by the
 * shared rules (packages/shared planning/find-best-person), each score explained.
 */
export const bestPersons = async (
  ctx: RequestContext,
  id: number,
  query: BestPersonsQuery,
): Promise<BestPersons> => {
  const { tx } = ctx;
  await findPositionInScope(tx, ctx, id, [['projects', 'EDIT']]);
  const target = (await bestPersonsRepository.target(tx, ctx.tenant.id, id))!;
  const rows = await bestPersonsRepository.candidates(tx, ctx.tenant.id, target);
  const breaches = await workingTimeBreachesOf(
    tx,
    ctx.tenant.id,
    id,
    rows.map((row) => row.personId),
  );
  const { ranked, excluded } = rankCandidates(
    {
      functionId: target.functionId,
      skillIds: query.skillIds ?? [],
      tagIds: query.tagIds ?? [],
      regionId: target.regionId,
      location: toGeoPoint(target),
    },
    rows.map((row) => ({
      ...row,
      home: toGeoPoint(row),
      membership: { favourite: row.favourite, member: row.member, blocked: row.blocked },
      workingTimeBreaches: breaches.get(row.personId) ?? [],
    })),
    query.method,
  );
  const byId = new Map(rows.map((row) => [row.personId, row]));
  return {
    projectCrewItemId: id,
    method: query.method,
    items: ranked.slice(0, query.limit).map((entry) => {
      const person = byId.get(entry.personId)!;
      return {
        ...entry,
        firstName: person.firstName,
        lastName: person.lastName,
        city: person.city,
      };
    }),
    excluded: excluded.slice(0, query.limit).map((entry) => {
      const person = byId.get(entry.personId)!;
      return { ...entry, firstName: person.firstName, lastName: person.lastName };
    }),
  };
};
