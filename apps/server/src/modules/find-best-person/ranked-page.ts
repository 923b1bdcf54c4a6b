import type { RankedPerson, ScoredPerson } from '@crewhub/shared';

/** The ranking's order: higher score first, then the lower person id (as `rankCandidates`). */
const ranksBefore = (a: ScoredPerson, b: ScoredPerson): boolean =>
  a.score > b.score || (a.score === b.score && a.personId < b.personId);

/**
 * The first `limit` people of the ranking once the working-time rules are counted. A breach
 * only takes points off, so the ranking without them (`bound`) gives each person's best
 * possible score: people are checked in that order, in growing batches, until nobody left
 * unchecked could still reach the page. `rankChecked` ranks the people checked so far exactly.
 * Checking every candidate of a tenant (10,000 people, 85,000 shifts) took most of the call.
 */
export const rankedPage = async (
  bound: readonly ScoredPerson[],
  limit: number,
  rankChecked: (personIds: number[]) => Promise<RankedPerson[]>,
): Promise<RankedPerson[]> => {
  // Twice the page at first: a round costs mostly the same whatever its people (the shifts
  // statement reads the weeks' positions either way), and at scale the page often needed two.
  let checked = Math.min(bound.length, limit * 2);
  for (;;) {
    const page = (await rankChecked(bound.slice(0, checked).map((each) => each.personId))).slice(
      0,
      limit,
    );
    const nextBest = bound[checked];
    const last = page[limit - 1];
    if (!nextBest || (last && ranksBefore(last, nextBest))) return page;
    checked = Math.min(bound.length, checked * 2);
  }
};
