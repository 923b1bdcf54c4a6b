import { beforeAll, describe, expect, it } from 'vitest';
import { createCalendarFactories, type CalendarFactories } from '../../testing/calendar-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
let f: CalendarFactories;

beforeAll(async () => {
  for (const local of ['planner', 'client']) tokens[local] = await ctx.login(demoLogin(local));
  f = createCalendarFactories(ctx.handle.db);
});

const get = (url: string, token = tokens.planner) => ctx.request('GET', `/api/v1${url}`, { token });

type Best = {
  method: string;
  items: {
    personId: number;
    firstName: string;
    lastName: string;
    city: string | null;
    score: number;
    reasons: { rule: string; points: number; code: string; params: Record<string, number> }[];
  }[];
  excluded: { personId: number; reason: string; firstName: string; lastName: string }[];
};

describe('GET /projectCrewItems/{id}/bestPersons', () => {
  // A position far from the demo's people, so the ranking's top belongs to this test's people.
  const date = '2031-05-14';
  let positionId: number;
  let skillId: number;
  let people: Record<
    'near' | 'far' | 'skilled' | 'away' | 'booked' | 'blocked' | 'meeting' | 'declined',
    number
  >;

  beforeAll(async () => {
    const place = { latitude: 10, longitude: 10 };
    const location = await f.location(place);
    const { jobFunction, position } = await f.crewWithPosition({
      date,
      project: { locationId: location.id },
    });
    positionId = position.id;
    skillId = (await f.skill()).id;
    const rigger = async (lastName: string, km = 1, skillIds: number[] = []) => {
      const home = { latitude: 10 + km / 111, longitude: 10 };
      const person = await f.plannablePerson({
        lastName,
        functionId: jobFunction.id,
        skillIds,
        home,
      });
      return person.id;
    };
    people = {
      near: await rigger('Near'),
      far: await rigger('Far', 80),
      skilled: await rigger('Skilled', 5, [skillId]),
      away: await rigger('Away'),
      booked: await rigger('Booked'),
      blocked: await rigger('Blocked'),
      meeting: await rigger('Meeting'),
      declined: await rigger('Declined', 100),
    };
    await f.appointment({ personId: people.meeting, date, status: 'accepted' });
    await f.appointment({ personId: people.declined, date, status: 'declined' });
    await f.vacation({ personId: people.away, startDate: date, status: 'approved' });
    const other = await f.crewWithPosition({ date });
    await f.assignment({
      projectCrewItemId: other.position.id,
      personId: people.booked,
      status: 'confirmed',
    });
    const pool = await f.membershipCrew();
    await f.membership({ plannerCrewId: pool.id, personId: people.blocked, kind: 'blocked' });
  });

  it('ranks available crew with reasons and sets the unavailable aside', async () => {
    const best = (await get(`/projectCrewItems/${positionId}/bestPersons?limit=200`)).json<Best>();
    expect(best.method).toBe('balanced');
    const first = best.items[0]!;
    expect(first.personId).toBe(people.near);
    expect(first.reasons[0]).toEqual({
      rule: 'function',
      points: 40,
      code: 'inFunction',
      params: {},
    });
    expect(first.reasons).toContainEqual(
      expect.objectContaining({ code: 'distance', params: { km: 1 } }),
    );
    expect(first.score).toBeCloseTo(
      first.reasons.reduce((sum, reason) => sum + reason.points, 0),
      5,
    );
    const scores = best.items.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const rank = (personId: number) => best.items.findIndex((item) => item.personId === personId);
    expect(rank(people.far)).toBeGreaterThan(rank(people.near));
    const reasonOf = (personId: number) =>
      best.excluded.find((entry) => entry.personId === personId)?.reason;
    expect(reasonOf(people.away)).toBe('onVacation');
    expect(reasonOf(people.booked)).toBe('doubleBooked');
    expect(reasonOf(people.blocked)).toBe('blockedInCrew');
    // An appointment during the shift takes the time; a declined one does not.
    expect(reasonOf(people.meeting)).toBe('blockedDate');
    expect(reasonOf(people.declined)).toBeUndefined();
    // Names are read for the people shown only; each entry carries its own person's.
    expect(first).toMatchObject({ lastName: 'Near', firstName: expect.any(String) });
    expect(best.excluded.find((entry) => entry.personId === people.away)?.lastName).toBe('Away');
    const excludedIds = new Set(best.excluded.map((entry) => entry.personId));
    expect(best.items.some((item) => excludedIds.has(item.personId))).toBe(false);
  });

  it('weighs the chosen method and explains requested skills', async () => {
    const best = (
      await get(
        `/projectCrewItems/${positionId}/bestPersons?method=nearest&skillIds=${skillId}&limit=3`,
      )
    ).json<Best>();
    expect(best.method).toBe('nearest');
    // The demo's people live thousands of kilometres away; the requested skill outweighs 4 km.
    expect(best.items.map((item) => item.personId)).toEqual([
      people.skilled,
      people.near,
      people.far,
    ]);
    expect(best.items[0]!.reasons.map((reason) => reason.rule)).toContain('skills');
    expect((await get('/findBestMethods')).json()).toContainEqual({ code: 'nearest' });
  });

  it('guards rights, tenants and input', async () => {
    const url = `/projectCrewItems/${positionId}/bestPersons`;
    expect((await get(url, tokens.client)).statusCode).toBe(403);
    expect((await get(`${url}?method=random`)).json().issues[0].field).toBe('querystring.method');
    const northwind = await ctx.login(
      demoLogin('planner', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const response = await ctx.request('GET', `/api/v1${url}`, {
      token: northwind,
      host: otherTenantHost,
    });
    expect(response.statusCode).toBe(404);
  });
});
