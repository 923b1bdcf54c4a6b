import { z } from 'zod';
import { distanceKm, type GeoPoint } from './geo';

/** Ranking methods offered by GET /findBestMethods: which rule weighs most. */
export const findBestMethods = [
  { code: 'balanced', caption: 'Balanced', description: 'Every rule counts the same' },
  {
    code: 'nearest',
    caption: 'Nearest first',
    description: 'Distance to the location weighs triple',
  },
  { code: 'bestRated', caption: 'Best rated first', description: 'Rating weighs triple' },
  { code: 'favourites', caption: 'Favourites first', description: 'Membership crews weigh triple' },
] as const;
export type FindBestMethod = (typeof findBestMethods)[number]['code'];
export const findBestMethodSchema = z.enum(['balanced', 'nearest', 'bestRated', 'favourites']);

export type RankingRule = 'function' | 'skills' | 'tags' | 'distance' | 'rating' | 'membership';

/** What the position asks for. */
export type RankingTarget = {
  functionId: number;
  skillIds: readonly number[];
  tagIds: readonly number[];
  regionId: number | null;
  location: GeoPoint | null;
};

/** What is known about one person for this position. */
export type RankingCandidate = {
  personId: number;
  functionIds: readonly number[];
  skillIds: readonly number[];
  tagIds: readonly number[];
  regionId: number | null;
  home: GeoPoint | null;
  averageRating: number | null;
  ratingCount: number;
  doubleBooked: boolean;
  blockedDate: boolean;
  onVacation: boolean;
  membership: { favourite: boolean; member: boolean; blocked: boolean };
};

export type Reason = { rule: RankingRule; points: number; message: string };

const reason = (rule: RankingRule, points: number, message: string): Reason => ({
  rule,
  points: Math.round(points * 10) / 10,
  message,
});

/** Doing the function asked for is what matters most. */
export const functionRule = (target: RankingTarget, person: RankingCandidate): Reason =>
  person.functionIds.includes(target.functionId)
    ? reason('function', 40, 'Works in the requested function')
    : reason('function', 0, 'Does not work in the requested function');

const overlapRule = (
  rule: 'skills' | 'tags',
  asked: readonly number[],
  held: readonly number[],
  pointsEach: number,
  noun: string,
): Reason | null => {
  if (asked.length === 0) return null;
  const matched = asked.filter((id) => held.includes(id)).length;
  return reason(rule, matched * pointsEach, `Has ${matched} of ${asked.length} requested ${noun}`);
};

/** Document-based skills (licences, certificates) asked for in the panel. */
export const skillsRule = (target: RankingTarget, person: RankingCandidate): Reason | null =>
  overlapRule('skills', target.skillIds, person.skillIds, 10, 'skills');

/** Crew tags asked for in the panel. */
export const tagsRule = (target: RankingTarget, person: RankingCandidate): Reason | null =>
  overlapRule('tags', target.tagIds, person.tagIds, 5, 'tags');

/** Full points next door, none from 100 km; the region decides when coordinates are missing. */
export const distanceRule = (target: RankingTarget, person: RankingCandidate): Reason => {
  if (target.location && person.home) {
    const km = distanceKm(target.location, person.home);
    return reason('distance', Math.max(0, 25 - km / 4), `Lives ${Math.round(km)} km away`);
  }
  if (target.regionId !== null && person.regionId === target.regionId) {
    return reason('distance', 15, 'Lives in the region of the location');
  }
  return reason('distance', 0, 'Distance unknown or outside the region');
};

/** Ratings 1-5 around a neutral 3: -10 to +10; unrated people stay neutral. */
export const ratingRule = (_target: RankingTarget, person: RankingCandidate): Reason =>
  person.averageRating === null || person.ratingCount === 0
    ? reason('rating', 0, 'Not rated yet')
    : reason(
        'rating',
        (person.averageRating - 3) * 5,
        `Rated ${person.averageRating.toFixed(1)} on average (${person.ratingCount}x)`,
      );

/** Favourites first, then members of a membership crew. */
export const membershipRule = (_target: RankingTarget, person: RankingCandidate): Reason | null => {
  if (person.membership.favourite)
    return reason('membership', 15, 'Favourite in a membership crew');
  if (person.membership.member) return reason('membership', 5, 'Member of a membership crew');
  return null;
};

/** Why a person cannot be proposed at all; null when available. */
export const exclusionReason = (person: RankingCandidate): string | null => {
  if (person.membership.blocked) return 'Blocked in a membership crew';
  if (person.doubleBooked) return 'Already booked at that time';
  if (person.blockedDate) return 'Has blocked this date';
  if (person.onVacation) return 'On vacation';
  return null;
};

const weights: Record<FindBestMethod, Partial<Record<RankingRule, number>>> = {
  balanced: {},
  nearest: { distance: 3 },
  bestRated: { rating: 3 },
  favourites: { membership: 3 },
};

const rules = [functionRule, skillsRule, tagsRule, distanceRule, ratingRule, membershipRule];

export type RankedPerson = { personId: number; score: number; reasons: Reason[] };
export type ExcludedPerson = { personId: number; reason: string };

/**
 * Ranks the candidates for a position: people who cannot come are set aside with the reason,
 * the rest are sorted by the sum of their rule points, each point explained.
 */
export const rankCandidates = (
  target: RankingTarget,
  candidates: readonly RankingCandidate[],
  method: FindBestMethod = 'balanced',
): { ranked: RankedPerson[]; excluded: ExcludedPerson[] } => {
  const ranked: RankedPerson[] = [];
  const excluded: ExcludedPerson[] = [];
  for (const person of candidates) {
    const exclusion = exclusionReason(person);
    if (exclusion) {
      excluded.push({ personId: person.personId, reason: exclusion });
      continue;
    }
    const reasons = rules
      .map((rule) => rule(target, person))
      .filter((item): item is Reason => item !== null)
      .map((item) => ({ ...item, points: item.points * (weights[method][item.rule] ?? 1) }));
    const score = Math.round(reasons.reduce((sum, item) => sum + item.points, 0) * 10) / 10;
    ranked.push({ personId: person.personId, score, reasons });
  }
  ranked.sort((a, b) => b.score - a.score || a.personId - b.personId);
  return { ranked, excluded };
};
