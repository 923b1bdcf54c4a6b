import type { Profile } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProfileHelpers } from '../../testing/profile-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const helpers = () => createProfileHelpers(ctx);
let me: { person: { id: number }; token: string };

beforeAll(async () => {
  me = await helpers().crewMember();
});

describe('GET /persons/{id}/profile', () => {
  it('shows my own data and preferences', async () => {
    const profile = await helpers().profileOf(me.person.id, me.token);
    expect(profile).toMatchObject({
      personId: me.person.id,
      street: 'Coolsingel 40',
      country: 'NL',
      timezone: 'Europe/Amsterdam',
      mapService: 'google',
      language: 'en',
      publicProfile: false,
      pictureUrl: null,
      newPicture: null,
      changeRequests: [],
    });
  });

  it("answers 404 for another person's profile, 401 without login, 404 on another tenant", async () => {
    const other = await helpers().crewMember();
    const office = await ctx.login(demoLogin('office'));
    for (const token of [me.token, office]) {
      const response = await ctx.request('GET', `/api/v1/persons/${other.person.id}/profile`, {
        token,
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await ctx.request('GET', `/api/v1/persons/${me.person.id}/profile`)).statusCode).toBe(
      401,
    );
    const northwind = await ctx.login(demoLogin('crew', 'northwind.crewhub.app'), otherTenantHost);
    const response = await ctx.request('GET', `/api/v1/persons/${me.person.id}/profile`, {
      token: northwind,
      host: otherTenantHost,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /persons/{id}/personalData', () => {
  it('turns each changed field into a pending request and leaves the data as it is', async () => {
    const response = await helpers().requestChange(me.person.id, me.token, {
      street: 'Witte de Withstraat 5',
      city: 'Rotterdam',
      country: 'be',
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json<Profile>();
    expect(profile.street).toBe('Coolsingel 40');
    // The city did not change, so it needs no request; the country is stored upper case.
    expect(
      profile.changeRequests.map(({ field, value, status }) => [field, value, status]),
    ).toEqual([
      ['street', 'Witte de Withstraat 5', 'pending'],
      ['country', 'BE', 'pending'],
    ]);
  });

  it('replaces a pending request for the same field, and withdraws it on the old value', async () => {
    await helpers().requestChange(me.person.id, me.token, { phone: '+31 6 1111 1111' });
    let profile = (
      await helpers().requestChange(me.person.id, me.token, { phone: '+31 6 2222 2222' })
    ).json<Profile>();
    expect(profile.changeRequests.filter((request) => request.field === 'phone')).toEqual([
      expect.objectContaining({ value: '+31 6 2222 2222', status: 'pending' }),
    ]);
    profile = (
      await helpers().requestChange(me.person.id, me.token, { country: 'NL' })
    ).json<Profile>();
    expect(profile.changeRequests.some((request) => request.field === 'country')).toBe(false);
  });

  it.each([
    [{ birthday: '1899-12-31' }, 'body.birthday'],
    [{ birthday: '2026-11-26' }, 'body.birthday'],
    [{ birthday: '2026-02-30' }, 'body.birthday'],
    [{ country: 'XX' }, 'body.country'],
    [{ nationality: 'Dutch' }, 'body.nationality'],
    [{ email: 'not-an-address' }, 'body.email'],
    [{ firstName: '' }, 'body.firstName'],
  ])('answers %j with 400 on %s', async (body, field) => {
    const response = await helpers().requestChange(me.person.id, me.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe(field);
  });

  it("answers 404 for another person's data", async () => {
    const other = await helpers().crewMember();
    const response = await helpers().requestChange(other.person.id, me.token, { city: 'Delft' });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /persons/{id}/preferences', () => {
  const preferences = { timezone: 'Europe/London', mapService: 'waze', language: 'nl' };

  it('applies time zone, map service and language at once', async () => {
    const response = await ctx.request('POST', `/api/v1/persons/${me.person.id}/preferences`, {
      token: me.token,
      body: preferences,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>()).toMatchObject(preferences);
  });

  it.each([
    [{ ...preferences, timezone: 'Mars/Olympus' }, 'body.timezone'],
    [{ ...preferences, mapService: 'here' }, 'body.mapService'],
    [{ ...preferences, language: 'xx' }, 'body.language'],
  ])('answers 400 on %s', async (body, field) => {
    const response = await ctx.request('POST', `/api/v1/persons/${me.person.id}/preferences`, {
      token: me.token,
      body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe(field);
  });

  it("answers 404 for another person's preferences", async () => {
    const other = await helpers().crewMember();
    const response = await ctx.request('POST', `/api/v1/persons/${other.person.id}/preferences`, {
      token: me.token,
      body: preferences,
    });
    expect(response.statusCode).toBe(404);
  });
});
