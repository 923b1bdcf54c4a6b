import type { RequestContext } from '../../lib/request-context';
import {
  rankCandidates,
  scoreCandidates,
  toGeoPoint,
  type BestPersons,
  type BestPersonsQuery,
  type WorkingTimeBreach,
} from '@crewhub/shared';
import { planWithValues } from '../../db/custom-plans';
import { findPositionInScope } from '../positions';
import { workingTimeBreachesOf } from '../staff-contracts';
import { bestPersonsRepository } from './best-persons.repository';
import { candidateAt } from './candidate-columns';
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
  const columns = await bestPersonsRepository.candidates(tx, ctx.tenant.id, target);
  const rankingTarget = {
    functionId: target.functionId,
    skillIds: query.skillIds ?? [],
    tagIds: query.tagIds ?? [],
    regionId: target.regionId,
    location: toGeoPoint(target),
  };
  const indexOf = new Map(columns.personId.map((personId, index) => [personId, index]));
  // Without the working-time rules: the best score each person can reach; who is excluded does
  // not depend on them.
  const { ranked, excluded } = scoreCandidates(
    rankingTarget,
    columns.personId.map((_, index) => candidateAt(columns, index)),
    query.method,
  );
  const breaches = new Map<number, WorkingTimeBreach[]>();
  const page = await rankedPage(ranked, query.limit, async (personIds) => {
    const unchecked = personIds.filter((personId) => !breaches.has(personId));
    for (const [personId, found] of await workingTimeBreachesOf(tx, ctx.tenant.id, id, unchecked)) {
      breaches.set(personId, found);
    }
    const checked = personIds.map((personId) =>
      candidateAt(columns, indexOf.get(personId)!, breaches.get(personId)),
    );
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
