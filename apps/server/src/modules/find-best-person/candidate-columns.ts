import { toGeoPoint, type RankingCandidate, type WorkingTimeBreach } from '@crewhub/shared';
import type { CandidateColumns } from './best-persons.repository';

/** An empty list shared by the many people without skills, tags or breaches. */
const none: readonly never[] = [];

/**
 * The candidate at `index` of the columns, as the ranking rules take it. The fields spelled out:
 * one object shape for 10,000 people.
 */
export const candidateAt = (
  columns: CandidateColumns,
  index: number,
  breaches: readonly WorkingTimeBreach[] = none,
): RankingCandidate => ({
  personId: columns.personId[index]!,
  functionIds: columns.functionIds[index]!,
  skillIds: columns.skillIds[index] ?? none,
  tagIds: columns.tagIds[index] ?? none,
  regionId: columns.regionId[index] ?? null,
  home: toGeoPoint({
    latitude: columns.latitude[index] ?? null,
    longitude: columns.longitude[index] ?? null,
  }),
  averageRating: columns.averageRating[index] ?? null,
  ratingCount: columns.ratingCount[index] ?? 0,
  doubleBooked: columns.doubleBooked[index] ?? false,
  blockedDate: columns.blockedDate[index] ?? false,
  onVacation: columns.onVacation[index] ?? false,
  membership: {
    favourite: columns.favourite[index] ?? false,
    member: columns.member[index] ?? false,
    blocked: columns.blocked[index] ?? false,
  },
  workingTimeBreaches: breaches,
});
