import type { Profile, ProfileApprovals } from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { createProfileHelpers } from '../../testing/profile-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const helpers = () => createProfileHelpers(ctx);
let office: string;

beforeAll(async () => {
  office = await ctx.login(demoLogin('office'));
});

const queue = async (token = office) => {
  const response = await ctx.request('GET', '/api/v1/profileApprovals', { token });
  expect(response.statusCode).toBe(200);
  return response.json<ProfileApprovals>();
};

const decide = (
  path: string,
  decision: 'approve' | 'reject',
  body?: object,
  options: { token?: string; host?: string } = {},
) =>
  ctx.request('POST', `/api/v1/${path}/${decision}`, {
    token: options.token ?? office,
    host: options.host,
    body,
  });

/** The person's activity log (the office reads it where activities are listed). */
const personLog = (personId: number) =>
  withTenant(ctx.handle.db, 1, (tx) =>
    tx
      .select({ category: activities.category, type: activities.type })
      .from(activities)
      .where(and(eq(activities.subjectType, 'person'), eq(activities.subjectId, personId))),
  );

describe('the office approval queue', () => {
  it('approves an address change: the person sees the new value, the decision is logged', async () => {
    const crew = await helpers().crewMember();
    await helpers().requestChange(crew.person.id, crew.token, { city: 'Utrecht' });
    const entry = (await queue()).changeRequests.find((row) => row.person.id === crew.person.id)!;
    expect(entry).toMatchObject({ field: 'city', value: 'Utrecht', currentValue: 'Rotterdam' });
    const response = await decide(`personChangeRequests/${entry.id}`, 'approve');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved' });
    const profile: Profile = await helpers().profileOf(crew.person.id, crew.token);
    expect(profile.city).toBe('Utrecht');
    expect(profile.changeRequests).toEqual([]);
    expect((await queue()).changeRequests.some((row) => row.id === entry.id)).toBe(false);
    expect((await decide(`personChangeRequests/${entry.id}`, 'approve')).statusCode).toBe(409);
    const log = await personLog(crew.person.id);
    expect(log.map((activity) => activity.category)).toContain('profile.change_approved');
  });

  it('rejects with a reason the person then sees, and keeps the old value', async () => {
    const crew = await helpers().crewMember();
    await helpers().requestChange(crew.person.id, crew.token, { zipcode: '1234' });
    const entry = (await queue()).changeRequests.find((row) => row.person.id === crew.person.id)!;
    const noReason = await decide(`personChangeRequests/${entry.id}`, 'reject', { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe('body.reason');
    const reason = 'A Dutch zip code has four digits and two letters';
    expect(
      (await decide(`personChangeRequests/${entry.id}`, 'reject', { reason })).statusCode,
    ).toBe(200);
    const profile = await helpers().profileOf(crew.person.id, crew.token);
    expect(profile.zipcode).toBe('3011 AD');
    expect(profile.changeRequests).toEqual([
      expect.objectContaining({ field: 'zipcode', status: 'rejected', reason }),
    ]);
  });

  it('approves a new picture, which then replaces the old one', async () => {
    const crew = await helpers().crewMember();
    const picture = await helpers().pendingPicture(crew.person.id, crew.token);
    const entry = (await queue()).pictures.find((row) => row.person.id === crew.person.id)!;
    expect(entry).toMatchObject({ id: picture.id, currentUrl: null });
    expect((await decide(`profilePictures/${picture.id}`, 'approve')).statusCode).toBe(200);
    const profile = await helpers().profileOf(crew.person.id, crew.token);
    expect(profile.pictureUrl).toMatch(/\/api\/v1\/file\//);
    expect(profile.newPicture).toBeNull();
    const next = await helpers().pendingPicture(crew.person.id, crew.token);
    const reason = 'Please use a photo with a plain light background';
    expect((await decide(`profilePictures/${next.id}`, 'reject', { reason })).statusCode).toBe(200);
    const after = await helpers().profileOf(crew.person.id, crew.token);
    expect(after.pictureUrl).toBe(profile.pictureUrl);
    expect(after.newPicture).toMatchObject({ status: 'rejected', reason });
    const log = await personLog(crew.person.id);
    expect(log.map((activity) => activity.category)).toEqual(
      expect.arrayContaining(['profile.picture_approved', 'profile.picture_rejected']),
    );
  });

  it('is for the office only; unknown and other-tenant entries answer 404', async () => {
    const crew = await helpers().crewMember();
    const planner = await ctx.login(demoLogin('planner'));
    for (const token of [crew.token, planner]) {
      expect((await ctx.request('GET', '/api/v1/profileApprovals', { token })).statusCode).toBe(
        403,
      );
    }
    const picture = await helpers().pendingPicture(crew.person.id, crew.token);
    expect(
      (await decide(`profilePictures/${picture.id}`, 'approve', undefined, { token: crew.token }))
        .statusCode,
    ).toBe(403);
    expect((await decide('personChangeRequests/999999', 'approve')).statusCode).toBe(404);
    const northwind = await ctx.login(
      demoLogin('office', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const foreign = await decide(`profilePictures/${picture.id}`, 'approve', undefined, {
      token: northwind,
      host: otherTenantHost,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lets nobody decide on their own change', async () => {
    // The office member is a person too; their own id is in the login token.
    const claims = JSON.parse(Buffer.from(office.split('.')[1]!, 'base64url').toString('utf8')) as {
      loginData: { person: { id: number } };
    };
    const ownId = claims.loginData.person.id;
    await helpers().requestChange(ownId, office, { phone: '+31 6 5555 0000' });
    const entry = (await queue()).changeRequests.find((row) => row.person.id === ownId)!;
    expect((await decide(`personChangeRequests/${entry.id}`, 'approve')).statusCode).toBe(403);
  });
});
