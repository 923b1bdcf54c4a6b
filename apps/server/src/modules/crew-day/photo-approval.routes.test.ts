import type { CrewPhoto } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories } from '../../testing/crew-day-factories';
import { multipartBody } from '../../testing/document-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let chief: string;
let member: string;
let colleague: string;
let planner: string;
let crewId: number;

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);

/** A photo the crew member uploads; it waits for approval. */
const pendingPhoto = async () => {
  const { payload, headers } = multipartBody(
    {},
    { bytes: jpeg, contentType: 'image/jpeg', filename: 'stage.jpg' },
  );
  const response = await ctx.request('POST', `/api/v1/projectCrews/${crewId}/photos`, {
    token: member,
    body: payload,
    headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json<CrewPhoto>();
};

const decide = (
  decision: 'approve' | 'reject',
  photoId: number | string,
  options: { token?: string; host?: string; crew?: number } = {},
) =>
  ctx.request(
    'POST',
    `/api/v1/projectCrews/${options.crew ?? crewId}/photos/${photoId}/${decision}`,
    { token: options.token ?? planner, host: options.host },
  );

const photosSeenBy = async (token: string) =>
  (await ctx.request('GET', `/api/v1/projectCrews/${crewId}/photos`, { token })).json<
    CrewPhoto[]
  >();

beforeAll(async () => {
  const f = createCrewDayFactories(ctx.handle.db);
  const setup = await f.ledCrew({ date: '2026-11-23', members: 2 });
  crewId = setup.crew.id;
  chief = await ctx.login(setup.chief.credentials);
  member = await ctx.login(setup.members[0]!.credentials);
  colleague = await ctx.login(setup.members[1]!.credentials);
  planner = await ctx.login(demoLogin('planner'));
});

describe('approving and rejecting crew photos', () => {
  it.each(['approve', 'reject'] as const)('lets a planner %s a pending photo', async (decision) => {
    const photo = await pendingPhoto();
    const response = await decide(decision, photo.id);
    expect(response.statusCode).toBe(200);
    const status = decision === 'approve' ? 'approved' : 'rejected';
    expect(response.json<CrewPhoto>()).toMatchObject({ id: photo.id, status, url: photo.url });
    expect((await photosSeenBy(planner)).find((each) => each.id === photo.id)?.status).toBe(status);
  });

  it('keeps a rejected photo for its uploader and the chief; colleagues never see it', async () => {
    const photo = await pendingPhoto();
    await decide('reject', photo.id);
    expect((await photosSeenBy(member)).find((each) => each.id === photo.id)?.status).toBe(
      'rejected',
    );
    expect((await photosSeenBy(chief)).some((each) => each.id === photo.id)).toBe(true);
    expect((await photosSeenBy(colleague)).some((each) => each.id === photo.id)).toBe(false);
  });

  it('answers 409 once a photo is decided, so a stale screen cannot overturn it', async () => {
    const photo = await pendingPhoto();
    expect((await decide('approve', photo.id)).statusCode).toBe(200);
    for (const decision of ['reject', 'approve'] as const) {
      const again = await decide(decision, photo.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CONFLICT' });
    }
    expect((await photosSeenBy(planner)).find((each) => each.id === photo.id)?.status).toBe(
      'approved',
    );
  });

  it('refuses the crew chief and members with 403: planners decide', async () => {
    const photo = await pendingPhoto();
    for (const token of [chief, member]) {
      for (const decision of ['approve', 'reject'] as const) {
        expect((await decide(decision, photo.id, { token })).statusCode).toBe(403);
      }
    }
    expect((await photosSeenBy(chief)).find((each) => each.id === photo.id)?.status).toBe(
      'pending',
    );
  });

  it('answers 400 naming the field for a bad photo id', async () => {
    const response = await decide('reject', 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([expect.objectContaining({ field: 'params.photoId' })]);
  });

  it('answers 404 for unknown photos, photos of another crew and another tenant', async () => {
    const photo = await pendingPhoto();
    expect((await decide('reject', 999_999)).statusCode).toBe(404);
    const f = createCrewDayFactories(ctx.handle.db);
    const otherCrew = await f.crewWithPosition({ date: '2026-11-24' });
    expect((await decide('reject', photo.id, { crew: otherCrew.crew.id })).statusCode).toBe(404);
    const northwind = await ctx.login(
      demoLogin('planner', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const foreign = await decide('approve', photo.id, { token: northwind, host: otherTenantHost });
    expect(foreign.statusCode).toBe(404);
    expect((await photosSeenBy(planner)).find((each) => each.id === photo.id)?.status).toBe(
      'pending',
    );
  });
});
