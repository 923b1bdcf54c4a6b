import {
  rankCandidates,
  toGeoPoint,
  type BestPersons,
  type BestPersonsQuery,
} from '@crewhub/shared';
import { withTenant } from '../../db/tenant-scope';
import { findPositionInScope } from '../positions/positions.service';
import type { PlanningContext } from '../projects/project-scope';
import { bestPersonsRepository } from './best-persons.repository';

/**
 * GET /projectCrewItems/{id}/bestPersons: everyone who could fill the position, ranked by the
 * shared rules (packages/shared planning/find-best-person), each score explained.
 */
export const bestPersons = (
  ctx: PlanningContext,
  id: number,
  query: BestPersonsQuery,
): Promise<BestPersons> =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    await findPositionInScope(tx, ctx, id, [['projects', 'EDIT']]);
    const target = (await bestPersonsRepository.target(tx, ctx.tenant.id, id))!;
    const rows = await bestPersonsRepository.candidates(tx, ctx.tenant.id, target);
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
  });
