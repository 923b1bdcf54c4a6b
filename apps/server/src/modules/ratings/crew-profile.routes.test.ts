import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CrewProfile, ProfileAccess, PublicCrewProfile } from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files, persons } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let f: CrewDayFactories;
let crewToken: string;
let personId: number;
let stagehandId: number;

const setAccess = (id: number | string, body: unknown, token = crewToken, host?: string) =>
  ctx.request('POST', `/api/v1/persons/${id}/profileAccess`, { token, body, host });
const publicProfile = (id: number, host?: string) =>
  ctx.request('GET', `/api/v1/public/crewProfile/${id}`, { host });

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  stagehandId = (await f.jobFunction({ name: 'Opt-in stagehand' })).id;
});

// Tests open and close the profile: each has a person of its own.
beforeEach(async () => {
  const worker = await f.crewMember({ functionIds: [stagehandId] });
  personId = worker.person.id;
  crewToken = await ctx.login(worker.credentials);
});

describe('public crew profile opt-in', () => {
  it('is closed until the person opens it, and closes again', async () => {
    expect((await publicProfile(personId)).statusCode).toBe(404);
    const own = await ctx.request('GET', `/api/v1/crewProfile/${personId}`, { token: crewToken });
    expect(own.json<CrewProfile>().publicProfile).toBe(false);

    const opened = await setAccess(personId, { publicProfile: true });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<ProfileAccess>()).toEqual({ personId, publicProfile: true });
    const visible = await publicProfile(personId);
    expect(visible.statusCode).toBe(200);
    expect(visible.json<PublicCrewProfile>()).toMatchObject({
      personId,
      functions: ['Opt-in stagehand'],
      pictureUrl: null,
    });
    const after = await ctx.request('GET', `/api/v1/crewProfile/${personId}`, {
      token: crewToken,
    });
    expect(after.json<CrewProfile>().publicProfile).toBe(true);

    await setAccess(personId, { publicProfile: false });
    expect((await publicProfile(personId)).statusCode).toBe(404);
  });

  it('shows the profile picture through a signed URL', async () => {
    const storageKey = 't1/profile-test/picture';
    await mkdir(path.join(ctx.filesDir, 't1/profile-test'), { recursive: true });
    await writeFile(path.join(ctx.filesDir, storageKey), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    await withTenant(ctx.handle.db, 1, async (tx) => {
      const [file] = await tx
        .insert(files)
        .values({
          tenantId: 1,
          storageKey,
          filename: 'me.jpg',
          contentType: 'image/jpeg',
          size: 4,
        })
        .returning();
      await tx
        .update(persons)
        .set({ pictureFileId: file!.id })
        .where(and(eq(persons.tenantId, 1), eq(persons.id, personId)));
    });
    await setAccess(personId, { publicProfile: true });
    const { pictureUrl } = (await publicProfile(personId)).json<PublicCrewProfile>();
    expect(pictureUrl).toMatch(/^\/api\/v1\/file\/\d+\?expires=\d+&signature=/);
    const picture = await ctx.request('GET', pictureUrl!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 400 naming the field', async () => {
    const missing = await setAccess(personId, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      expect.objectContaining({ field: 'body.publicProfile' }),
    ]);
    const text = await setAccess(personId, { publicProfile: 'yes' });
    expect(text.json().issues).toEqual([expect.objectContaining({ field: 'body.publicProfile' })]);
    const badId = await setAccess('abc', { publicProfile: true });
    expect(badId.json().issues).toEqual([expect.objectContaining({ field: 'params.id' })]);
  });

  it('refuses logins without a person and guests with 403', async () => {
    const client = await ctx.login(demoLogin('client'));
    expect((await setAccess(personId, { publicProfile: true }, client)).statusCode).toBe(403);
    const guest = await ctx.login({ projectNumber: 'P-2026-001', password: 'guest2026' });
    const asGuest = await ctx.request('POST', `/api/v1/persons/${personId}/profileAccess`, {
      token: guest,
      headers: { type: 'project' },
      body: { publicProfile: true },
    });
    expect(asGuest.statusCode).toBe(403);
  });

  it("answers 404 for someone else's profile, even for planners", async () => {
    const colleague = await f.crewMember();
    const planner = await ctx.login(demoLogin('planner'));
    for (const token of [crewToken, planner]) {
      const response = await setAccess(colleague.person.id, { publicProfile: true }, token);
      expect(response.statusCode).toBe(404);
    }
    expect((await publicProfile(colleague.person.id)).statusCode).toBe(404);
  });

  it('keeps tenants apart', async () => {
    await setAccess(personId, { publicProfile: true });
    expect((await publicProfile(personId, otherTenantHost)).statusCode).toBe(404);
    const northwindCrew = await ctx.login(
      demoLogin('crew', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const response = await setAccess(
      personId,
      { publicProfile: false },
      northwindCrew,
      otherTenantHost,
    );
    expect(response.statusCode).toBe(404);
    expect((await publicProfile(personId)).statusCode).toBe(200);
  });
});
