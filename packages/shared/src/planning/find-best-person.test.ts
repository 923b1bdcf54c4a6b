import { describe, expect, it } from 'vitest';
import {
  distanceRule,
  exclusionReason,
  functionRule,
  membershipRule,
  rankCandidates,
  ratingRule,
  skillsRule,
  tagsRule,
  type RankingCandidate,
  type RankingTarget,
} from './find-best-person';
import { rankingReasonSchema, type ExclusionReason } from './find-best-person.schema';
import { distanceKm } from './geo';

const rotterdam = { latitude: 51.9225, longitude: 4.4792 };
const amsterdam = { latitude: 52.3676, longitude: 4.9041 };

const target: RankingTarget = {
  functionId: 1,
  skillIds: [],
  tagIds: [],
  regionId: 7,
  location: rotterdam,
};

const person = (overrides: Partial<RankingCandidate> = {}): RankingCandidate => ({
  personId: 1,
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

describe('functionRule', () => {
  it('gives 40 points for the requested function and none otherwise', () => {
    expect(functionRule(target, person())).toMatchObject({ points: 40, code: 'inFunction' });
    expect(functionRule(target, person({ functionIds: [2] }))).toMatchObject({
      points: 0,
      code: 'notInFunction',
    });
  });
});

describe('skillsRule and tagsRule', () => {
  const asking = { ...target, skillIds: [10, 11], tagIds: [20] };

  it('are silent when nothing is asked', () => {
    expect(skillsRule(target, person())).toBeNull();
    expect(tagsRule(target, person())).toBeNull();
  });

  it('count each requested skill (10) and tag (5) held', () => {
    const rule = skillsRule(asking, person({ skillIds: [11, 12] }));
    expect(rule).toEqual({
      rule: 'skills',
      points: 10,
      code: 'skillsHeld',
      params: { held: 1, asked: 2 },
    });
    expect(tagsRule(asking, person({ tagIds: [20] }))).toMatchObject({
      points: 5,
      code: 'tagsHeld',
      params: { held: 1, asked: 1 },
    });
  });
});

describe('distanceRule', () => {
  it('uses the haversine distance when both places have coordinates', () => {
    expect(distanceKm(rotterdam, amsterdam)).toBeCloseTo(57.4, 0);
    const near = distanceRule(target, person({ home: rotterdam }));
    const far = distanceRule(target, person({ home: amsterdam }));
    expect(near.points).toBe(25);
    expect(far.points).toBeCloseTo(25 - 57.4 / 4, 0);
    expect(far).toMatchObject({ code: 'distance', params: { km: 57 } });
  });

  it('falls back to the region, and gives nothing beyond 100 km', () => {
    const noLocation = { ...target, location: null };
    expect(distanceRule(noLocation, person({ regionId: 7 }))).toMatchObject({
      points: 15,
      code: 'sameRegion',
    });
    expect(distanceRule(noLocation, person({ regionId: 8 }))).toMatchObject({
      points: 0,
      code: 'distanceUnknown',
    });
    const groningen = { latitude: 53.2194, longitude: 6.5665 };
    expect(distanceRule(target, person({ home: groningen })).points).toBe(0);
  });
});

describe('ratingRule', () => {
  it('centres ratings on 3 and leaves unrated people neutral', () => {
    expect(ratingRule(target, person({ averageRating: 5, ratingCount: 2 }))).toMatchObject({
      points: 10,
      code: 'rated',
      params: { average: 5, count: 2 },
    });
    expect(ratingRule(target, person({ averageRating: 2, ratingCount: 1 })).points).toBe(-5);
    expect(ratingRule(target, person({ averageRating: 4.26, ratingCount: 3 })).params).toEqual({
      average: 4.3,
      count: 3,
    });
    expect(ratingRule(target, person())).toMatchObject({ points: 0, code: 'notRated' });
  });
});

describe('membershipRule', () => {
  it('prefers favourites over members', () => {
    const favourite = { favourite: true, member: true, blocked: false };
    expect(membershipRule(target, person({ membership: favourite }))).toMatchObject({
      points: 15,
      code: 'favourite',
    });
    const member = { favourite: false, member: true, blocked: false };
    expect(membershipRule(target, person({ membership: member }))).toMatchObject({
      points: 5,
      code: 'member',
    });
    expect(membershipRule(target, person())).toBeNull();
  });
});

describe('exclusionReason', () => {
  it.each<[Partial<RankingCandidate>, ExclusionReason]>([
    [{ membership: { favourite: false, member: false, blocked: true } }, 'blockedInCrew'],
    [{ doubleBooked: true }, 'doubleBooked'],
    [{ blockedDate: true }, 'blockedDate'],
    [{ onVacation: true }, 'onVacation'],
  ])('excludes %o', (overrides, code) => {
    expect(exclusionReason(person(overrides))).toBe(code);
  });

  it('checks the membership block before anything else', () => {
    const blocked = { favourite: false, member: false, blocked: true };
    expect(exclusionReason(person({ membership: blocked, onVacation: true }))).toBe(
      'blockedInCrew',
    );
    expect(exclusionReason(person())).toBeNull();
  });
});

describe('rankCandidates', () => {
  const candidates = [
    person({ personId: 1, home: amsterdam }),
    person({ personId: 2, home: rotterdam }),
    person({ personId: 3, home: rotterdam, onVacation: true }),
    person({ personId: 4, home: amsterdam, averageRating: 5, ratingCount: 4 }),
  ];

  it('sorts by score, explains every point and sets unavailable people aside', () => {
    const { ranked, excluded } = rankCandidates(target, candidates);
    expect(ranked.map((entry) => entry.personId)).toEqual([2, 4, 1]);
    expect(excluded).toEqual([{ personId: 3, reason: 'onVacation' }]);
    const best = ranked[0]!;
    expect(best.score).toBe(best.reasons.reduce((sum, item) => sum + item.points, 0));
    expect(best.reasons.map((item) => item.rule)).toEqual(['function', 'distance', 'rating']);
  });

  it('answers reasons the API contract accepts', () => {
    const asking = { ...target, skillIds: [10], tagIds: [20] };
    const { ranked } = rankCandidates(asking, candidates);
    for (const item of ranked.flatMap((entry) => entry.reasons)) {
      expect(rankingReasonSchema.safeParse(item).success).toBe(true);
    }
  });

  it('lets the method weigh one rule triple', () => {
    const byRating = rankCandidates(target, candidates, 'bestRated').ranked;
    expect(byRating[0]?.personId).toBe(4);
  });
});
