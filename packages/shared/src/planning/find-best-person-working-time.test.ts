import { describe, expect, it } from 'vitest';
import { rankCandidates, workingTimeRule, type RankingCandidate } from './find-best-person';
import { rankingReasonSchema } from './find-best-person.schema';

const target = { functionId: 1, skillIds: [], tagIds: [], regionId: null, location: null };
const person = (personId: number, overrides: Partial<RankingCandidate> = {}): RankingCandidate => ({
  personId,
  functionIds: [1],
  skillIds: [],
  tagIds: [],
  regionId: null,
  home: null,
  averageRating: null,
  ratingCount: 0,
  doubleBooked: false,
  blockedDate: false,
  onVacation: false,
  membership: { favourite: false, member: false, blocked: false },
  ...overrides,
});
const rest = {
  rule: 'rest',
  limitMinutes: 660,
  actualMinutes: 480,
  differenceMinutes: 180,
} as const;
const quota = {
  rule: 'quota',
  limitMinutes: 960,
  actualMinutes: 1005,
  differenceMinutes: 45,
} as const;

describe('find-best-person working-time rule', () => {
  it('gives no reason without a breach', () => {
    expect(workingTimeRule(target, person(1))).toBeNull();
    expect(workingTimeRule(target, person(1, { workingTimeBreaches: [] }))).toBeNull();
  });

  it('takes 20 points per breach and names the first with its hours', () => {
    const reason = workingTimeRule(target, person(1, { workingTimeBreaches: [rest, quota] }));
    expect(reason).toEqual({
      rule: 'workingTime',
      points: -40,
      code: 'restTooShort',
      params: { hours: 3, breaches: 2 },
    });
    expect(rankingReasonSchema.parse(reason)).toEqual(reason);
    expect(workingTimeRule(target, person(1, { workingTimeBreaches: [quota] }))).toMatchObject({
      code: 'quotaExceeded',
      params: { hours: 0.75, breaches: 1 },
    });
  });

  it('ranks someone who would break a rule below an equal person who would not', () => {
    const { ranked, excluded } = rankCandidates(target, [
      person(1, { workingTimeBreaches: [rest] }),
      person(2),
    ]);
    expect(ranked.map((entry) => entry.personId)).toEqual([2, 1]);
    expect(excluded).toEqual([]);
  });
});
