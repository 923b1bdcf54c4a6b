import type { RequestContext } from '../../lib/request-context';
import {
  rankCandidates,
  toGeoPoint,
  type BestPersons,
  type BestPersonsQuery,
  type RankingCandidate,
  type WorkingTimeBreach,
} from '@crewhub/shared';
import { planWithValues } from '../../db/custom-plans';
import { findPositionInScope } from '../positions';
import { workingTimeBreachesOf } from '../staff-contracts';
import { bestPersonsRepository } from './best-persons.repository';
import { rankedPage } from './ranked-page';

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
  // The candidates and the working-time shifts, planned for this position's dates and people:
  // their generic plans took 2 and 40 times as long.
  await planWithValues(tx);
  const target = (await bestPersonsRepository.target(tx, ctx.tenant.id, id))!;
  const rows = await bestPersonsRepository.candidates(tx, ctx.tenant.id, target);
  const rankingTarget = {
    functionId: target.functionId,
    skillIds: query.skillIds ?? [],
    tagIds: query.tagIds ?? [],
    regionId: target.regionId,
    location: toGeoPoint(target),
  };
  const byId = new Map(rows.map((row) => [row.personId, row]));
  // The fields spelled out rather than the row spread: one object shape for 10,000 people.
  const candidateOf = (
    personId: number,
    breaches: readonly WorkingTimeBreach[] = [],
  ): RankingCandidate => {
    const row = byId.get(personId)!;
    return {
      personId,
      functionIds: row.functionIds,
      skillIds: row.skillIds ?? [],
      tagIds: row.tagIds ?? [],
      regionId: row.regionId,
      home: toGeoPoint(row),
      averageRating: row.averageRating,
      ratingCount: row.ratingCount ?? 0,
      doubleBooked: row.doubleBooked ?? false,
      blockedDate: row.blockedDate ?? false,
      onVacation: row.onVacation ?? false,
      membership: {
        favourite: row.favourite ?? false,
        member: row.member ?? false,
        blocked: row.blocked ?? false,
      },
      workingTimeBreaches: breaches,
    };
  };
  // Without the working-time rules: the best score each person can reach; who is excluded does
  // not depend on them.
  const { ranked, excluded } = rankCandidates(
    rankingTarget,
    rows.map((row) => candidateOf(row.personId)),
    query.method,
  );
  const breaches = new Map<number, WorkingTimeBreach[]>();
  const page = await rankedPage(ranked, query.limit, async (personIds) => {
    const unchecked = personIds.filter((personId) => !breaches.has(personId));
    for (const [personId, found] of await workingTimeBreachesOf(tx, ctx.tenant.id, id, unchecked)) {
      breaches.set(personId, found);
    }
    const checked = personIds.map((personId) => candidateOf(personId, breaches.get(personId)));
    return rankCandidates(rankingTarget, checked, query.method).ranked;
  });
  const shown = excluded.slice(0, query.limit);
  const names = new Map(
    (
      await bestPersonsRepository.names(tx, ctx.tenant.id, [
        ...page.map((entry) => entry.personId),
        ...shown.map((entry) => entry.personId),
      ])
    ).map((row) => [row.personId, row]),
  );
  return {
    projectCrewItemId: id,
    method: query.method,
    items: page.map((entry) => {
      const person = names.get(entry.personId)!;
      return {
        ...entry,
        firstName: person.firstName,
        lastName: person.lastName,
        city: person.city,
      };
    }),
    excluded: shown.map((entry) => {
      const person = names.get(entry.personId)!;
      return { ...entry, firstName: person.firstName, lastName: person.lastName };
    }),
  };
};
