import type { CrewProfile, CrewRating, PublicCrewProfile } from '@crewhub/shared';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, crewRatings } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';
import { crewRatingUniqueKey } from './ratings.repository';

const ctx = useTestApp();
let f: CrewDayFactories;
let chief: string;
let chiefPersonId: number;
let member: string;
let memberId: number;
let assignmentId: number;
let crewId: number;
let riggerId: number;

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  riggerId = (await f.jobFunction({ name: 'Profile rigger' })).id;
});

// Ratings change the member's profile: every test rates on a crew of its own.
beforeEach(async () => {
  const chiefPerson = await f.crewMember();
  chief = await ctx.login(chiefPerson.credentials);
  chiefPersonId = chiefPerson.person.id;
  const worker = await f.crewMember({ functionIds: [riggerId], phone: '+31 6 9999 0000' });
  memberId = worker.person.id;
  member = await ctx.login(worker.credentials);
  const setup = await f.crewWithPosition({
    date: '2026-11-20',
    crewChiefPersonId: chiefPerson.person.id,
  });
  crewId = setup.crew.id;
  assignmentId = (
    await f.assignment({
      projectCrewItemId: setup.position.id,
      personId: memberId,
      status: 'confirmed',
    })
  ).id;
});

describe('crew ratings', () => {
  it('lists rating types', async () => {
    const type = await f.ratingType('Punctuality');
    const response = await ctx.request('GET', '/api/v1/crewRatingTypes', { token: member });
    expect(response.json()).toContainEqual({ id: type.id, name: 'Punctuality' });
  });

  it('lets the crew chief rate a member and update the rating', async () => {
    const rate = (body: object, token = chief) =>
      ctx.request('POST', '/api/v1/crewRatings', { token, body });
    const first = await rate({ assignmentId, value: 4, comment: 'Good' });
    expect(first.statusCode).toBe(200);
    const rating = first.json<CrewRating>();
    expect(rating).toMatchObject({ personId: memberId, value: 4, comment: 'Good', assignmentId });
    const second = await rate({ assignmentId, value: 5, comment: 'Great' });
    expect(second.json<CrewRating>()).toMatchObject({ id: rating.id, value: 5 });

    const mine = await ctx.request('GET', `/api/v1/crewRatings?projectCrewId=${crewId}`, {
      token: chief,
    });
    expect(mine.json<CrewRating[]>()).toEqual([
      expect.objectContaining({ id: rating.id, value: 5 }),
    ]);
    const none = await ctx.request('GET', '/api/v1/crewRatings', { token: member });
    expect(none.json()).toEqual([]);

    expect((await rate({ assignmentId, value: 1 }, member)).statusCode).toBe(403);
    expect((await rate({ assignmentId, value: 6 })).statusCode).toBe(400);
    expect((await rate({ assignmentId: 999_999, value: 3 })).statusCode).toBe(404);
    expect((await rate({ assignmentId, value: 3, ratingTypeId: 999_999 })).statusCode).toBe(400);
  });
});

describe('one rating per rater, job and rating type', () => {
  const newJob = async () => {
    const worker = await f.crewMember();
    const setup = await f.crewWithPosition({
      date: '2026-11-19',
      crewChiefPersonId: chiefPersonId,
    });
    const job = await f.assignment({
      projectCrewItemId: setup.position.id,
      personId: worker.person.id,
      status: 'confirmed',
    });
    return { personId: worker.person.id, assignmentId: job.id };
  };

  it('keeps one rating when the same first rating is sent several times at once', async () => {
    const job = await newJob();
    const type = await f.ratingType('Teamwork');
    const responses = await Promise.all(
      [3, 4, 5].map((value) =>
        ctx.request('POST', '/api/v1/crewRatings', {
          token: chief,
          body: { assignmentId: job.assignmentId, ratingTypeId: type.id, value },
        }),
      ),
    );
    // On PostgreSQL a save that loses the race answers 409; none may fail with 500.
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    const mine = await ctx.request('GET', `/api/v1/crewRatings?personId=${job.personId}`, {
      token: chief,
    });
    expect(mine.json<CrewRating[]>()).toHaveLength(1);
  });

  it('is enforced by the database, a rating without a type included', async () => {
    const job = await newJob();
    const saved = await ctx.request('POST', '/api/v1/crewRatings', {
      token: chief,
      body: { assignmentId: job.assignmentId, value: 4 },
    });
    expect(saved.statusCode).toBe(200);
    const [row] = await ctx.handle.db
      .select()
      .from(crewRatings)
      .where(eq(crewRatings.id, saved.json<CrewRating>().id));
    const { id: _id, createdAt: _createdAt, ...copy } = row!;
    const duplicate = await ctx.handle.db
      .insert(crewRatings)
      .values(copy)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(duplicate, crewRatingUniqueKey)).toBe(true);
  });
});

describe('crew profile', () => {
  it('shows contact details to planners (crewProfile CONTACT)', async () => {
    const rating = await ctx.request('POST', '/api/v1/crewRatings', {
      token: chief,
      body: { assignmentId, value: 5 },
    });
    expect(rating.statusCode).toBe(200);
    const planner = await ctx.login(demoLogin('planner'));
    const response = await ctx.request('GET', `/api/v1/crewProfile/${memberId}`, {
      token: planner,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CrewProfile>()).toMatchObject({
      personId: memberId,
      functions: ['Profile rigger'],
      ratingCount: 1,
      ratingAverage: 5,
      contact: { phone: '+31 6 9999 0000' },
    });
  });

  it('lets crew read only their own profile, without contact details', async () => {
    const own = await ctx.request('GET', `/api/v1/crewProfile/${memberId}`, { token: member });
    expect(own.json<CrewProfile>().contact).toBeNull();
    const other = await ctx.request('GET', `/api/v1/crewProfile/${memberId}`, { token: chief });
    expect(other.statusCode).toBe(404);
  });

  it('lets clients see people who worked for their company', async () => {
    const client = await ctx.login(demoLogin('client'));
    const stranger = await ctx.request('GET', `/api/v1/crewProfile/${memberId}`, {
      token: client,
    });
    expect(stranger.statusCode).toBe(404);
    // The demo client belongs to the first demo company.
    const [company] = await ctx.handle.db
      .select()
      .from(companies)
      .where(eq(companies.tenantId, 1))
      .orderBy(asc(companies.id))
      .limit(1);
    const setup = await f.crewWithPosition({
      date: '2026-11-21',
      project: { companyId: company!.id },
    });
    await f.assignment({ projectCrewItemId: setup.position.id, personId: memberId });
    const worked = await ctx.request('GET', `/api/v1/crewProfile/${memberId}`, {
      token: client,
    });
    expect(worked.statusCode).toBe(200);
    expect(worked.json<CrewProfile>().contact).not.toBeNull();
  });

  it('publishes only non-sensitive fields', async () => {
    await ctx.request('POST', `/api/v1/persons/${memberId}/profileAccess`, {
      token: member,
      body: { publicProfile: true },
    });
    const response = await ctx.request('GET', `/api/v1/public/crewProfile/${memberId}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json<PublicCrewProfile>();
    expect(Object.keys(profile).sort()).toEqual([
      'firstName',
      'functions',
      'lastName',
      'personId',
      'pictureUrl',
      'ratingAverage',
      'ratingCount',
    ]);
    expect(JSON.stringify(profile)).not.toMatch(/\+31|@/);
  });

  it('has no public profile for people without a function or in another tenant', async () => {
    const office = await f.person();
    expect((await ctx.request('GET', `/api/v1/public/crewProfile/${office.id}`)).statusCode).toBe(
      404,
    );
    const elsewhere = await ctx.request('GET', `/api/v1/public/crewProfile/${memberId}`, {
      host: otherTenantHost,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
