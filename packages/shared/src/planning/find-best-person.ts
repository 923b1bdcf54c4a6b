import type { WorkingTimeBreach, WorkingTimeRule } from '../contracts/working-time.schema';
import { minutesAsHours } from '../contracts/working-time';
import { distanceKm, type GeoPoint } from './geo';
import {
  findBestMethodSchema,
  type ExclusionReason,
  type FindBestMethod,
  type RankingReason,
  type RankingRule,
} from './find-best-person.schema';

/** GET /findBestMethods: the codes only; the app names and describes them. */
export const findBestMethods = findBestMethodSchema.options.map((code) => ({ code }));

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
  /** What confirming the person would break (rest, weekly maximum, contract quota). */
  workingTimeBreaches?: readonly WorkingTimeBreach[];
};

/** Fractional points (distance, rating) to one decimal, as the panel shows them. */
const scored = (reason: RankingReason): RankingReason => ({
  ...reason,
  points: Math.round(reason.points * 10) / 10,
});

/** Doing the function asked for is what matters most. */
export const functionRule = (target: RankingTarget, person: RankingCandidate): RankingReason =>
  person.functionIds.includes(target.functionId)
    ? { rule: 'function', points: 40, code: 'inFunction', params: {} }
    : { rule: 'function', points: 0, code: 'notInFunction', params: {} };

const overlapRule = (
  rule: 'skills' | 'tags',
  asked: readonly number[],
  held: readonly number[],
  pointsEach: number,
): RankingReason | null => {
  if (asked.length === 0) return null;
  const matched = asked.filter((id) => held.includes(id)).length;
  return {
    rule,
    points: matched * pointsEach,
    code: `${rule}Held`,
    params: { held: matched, asked: asked.length },
  };
};

/** Document-based skills (licences, certificates) asked for in the panel. */
export const skillsRule = (target: RankingTarget, person: RankingCandidate): RankingReason | null =>
  overlapRule('skills', target.skillIds, person.skillIds, 10);

/** Crew tags asked for in the panel. */
export const tagsRule = (target: RankingTarget, person: RankingCandidate): RankingReason | null =>
  overlapRule('tags', target.tagIds, person.tagIds, 5);

/** Full points next door, none from 100 km; the region decides when coordinates are missing. */
export const distanceRule = (target: RankingTarget, person: RankingCandidate): RankingReason => {
  if (target.location && person.home) {
    const km = distanceKm(target.location, person.home);
    return scored({
      rule: 'distance',
      points: Math.max(0, 25 - km / 4),
      code: 'distance',
      params: { km: Math.round(km) },
    });
  }
  if (target.regionId !== null && person.regionId === target.regionId) {
    return { rule: 'distance', points: 15, code: 'sameRegion', params: {} };
  }
  return { rule: 'distance', points: 0, code: 'distanceUnknown', params: {} };
};

/** Ratings 1-5 around a neutral 3: -10 to +10; unrated people stay neutral. */
export const ratingRule = (_target: RankingTarget, person: RankingCandidate): RankingReason =>
  person.averageRating === null || person.ratingCount === 0
    ? { rule: 'rating', points: 0, code: 'notRated', params: {} }
    : scored({
        rule: 'rating',
        points: (person.averageRating - 3) * 5,
        code: 'rated',
        params: {
          average: Math.round(person.averageRating * 10) / 10,
          count: person.ratingCount,
        },
      });

/** Favourites first, then members of a membership crew. */
export const membershipRule = (
  _target: RankingTarget,
  person: RankingCandidate,
): RankingReason | null => {
  if (person.membership.favourite)
    return { rule: 'membership', points: 15, code: 'favourite', params: {} };
  if (person.membership.member)
    return { rule: 'membership', points: 5, code: 'member', params: {} };
  return null;
};

const breachCodes = {
  rest: 'restTooShort',
  weeklyMaximum: 'weeklyMaximumExceeded',
  quota: 'quotaExceeded',
} as const satisfies Record<WorkingTimeRule, string>;

/**
 * A planner may still confirm someone who breaks a working-time rule (with a reason), so such
 * people rank lower rather than drop out: 20 points off per broken rule, the first one named.
 */
export const workingTimeRule = (
  _target: RankingTarget,
  person: RankingCandidate,
): RankingReason | null => {
  const breaches = person.workingTimeBreaches ?? [];
  const first = breaches[0];
  if (!first) return null;
  return {
    rule: 'workingTime',
    points: -20 * breaches.length,
    code: breachCodes[first.rule],
    params: { hours: minutesAsHours(first.differenceMinutes), breaches: breaches.length },
  };
};

/** Why a person cannot be proposed at all; null when available. */
export const exclusionReason = (person: RankingCandidate): ExclusionReason | null => {
  if (person.membership.blocked) return 'blockedInCrew';
  if (person.doubleBooked) return 'doubleBooked';
  if (person.blockedDate) return 'blockedDate';
  if (person.onVacation) return 'onVacation';
  return null;
};

const weights: Record<FindBestMethod, Partial<Record<RankingRule, number>>> = {
  balanced: {},
  nearest: { distance: 3 },
  bestRated: { rating: 3 },
  favourites: { membership: 3 },
};

const rules = [
  functionRule,
  skillsRule,
  tagsRule,
  distanceRule,
  ratingRule,
  membershipRule,
  workingTimeRule,
];

export type RankedPerson = { personId: number; score: number; reasons: RankingReason[] };
export type ScoredPerson = Omit<RankedPerson, 'reasons'>;
export type ExcludedPerson = { personId: number; reason: ExclusionReason };

/**
 * Sets aside people who cannot come, with the reason, and sorts the rest by the sum of their
 * rule points (higher first, then the lower person id); `entryOf` makes each one's entry.
 */
const rank = <T extends ScoredPerson>(
  target: RankingTarget,
  candidates: readonly RankingCandidate[],
  method: FindBestMethod,
  entryOf: (personId: number, score: number, reasons: RankingReason[]) => T,
): { ranked: T[]; excluded: ExcludedPerson[] } => {
  const ranked: T[] = [];
  const excluded: ExcludedPerson[] = [];
  for (const person of candidates) {
    const exclusion = exclusionReason(person);
    if (exclusion) {
      excluded.push({ personId: person.personId, reason: exclusion });
      continue;
    }
    // One loop rather than map, filter and map: this runs for every person of the tenant.
    const reasons: RankingReason[] = [];
    let sum = 0;
    for (const rule of rules) {
      const reason = rule(target, person);
      if (!reason) continue;
      const weight = weights[method][reason.rule] ?? 1;
      const weighted = weight === 1 ? reason : { ...reason, points: reason.points * weight };
      reasons.push(weighted);
      sum += weighted.points;
    }
    const score = Math.round(sum * 10) / 10;
    ranked.push(entryOf(person.personId, score, reasons));
  }
  ranked.sort((a, b) => b.score - a.score || a.personId - b.personId);
  return { ranked, excluded };
};

/** Ranks the candidates for a position, each point explained. */
export const rankCandidates = (
  target: RankingTarget,
  candidates: readonly RankingCandidate[],
  method: FindBestMethod = 'balanced',
): { ranked: RankedPerson[]; excluded: ExcludedPerson[] } =>
  rank(target, candidates, method, (personId, score, reasons) => ({ personId, score, reasons }));

/**
 * The same ranking with the scores only. Kept for a whole tenant's people (10,000 at scale)
 * while the page is worked out, their reasons were most of the call's garbage collection.
 */
export const scoreCandidates = (
  target: RankingTarget,
  candidates: readonly RankingCandidate[],
  method: FindBestMethod = 'balanced',
): { ranked: ScoredPerson[]; excluded: ExcludedPerson[] } =>
  rank(target, candidates, method, (personId, score) => ({ personId, score }));
