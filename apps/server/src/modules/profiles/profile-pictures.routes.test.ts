import type { ProfilePicture } from '@crewhub/shared';
import { Jimp } from 'jimp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProfileHelpers, testImage } from '../../testing/profile-factories';
import { demoLogin, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const helpers = () => createProfileHelpers(ctx);
let me: { person: { id: number }; token: string };

beforeAll(async () => {
  me = await helpers().crewMember();
});

const fileOf = (id: number, token: string) =>
  ctx.request('GET', `/api/v1/profilePictures/${id}/file`, { token });

describe('POST /persons/{id}/profilePictures', () => {
  it('crops and scales the picture into a JPEG that waits for approval', async () => {
    const bytes = await testImage(1200, 900, 'image/jpeg');
    const response = await helpers().uploadPicture(
      me.person.id,
      me.token,
      { bytes, contentType: 'image/jpeg', filename: 'me.jpg' },
      { x: '300', y: '100', width: '700', height: '700' },
    );
    expect(response.statusCode).toBe(201);
    const picture = response.json<ProfilePicture>();
    expect(picture).toMatchObject({ status: 'pending', reason: null });
    const file = await fileOf(picture.id, me.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const stored = await Jimp.fromBuffer(file.rawPayload);
    expect([stored.width, stored.height]).toEqual([512, 512]);
    const profile = await helpers().profileOf(me.person.id, me.token);
    expect(profile.pictureUrl).toBeNull();
    expect(profile.newPicture).toMatchObject({ id: picture.id, status: 'pending' });
  });

  it('replaces a pending picture with a newer one', async () => {
    const first = await helpers().pendingPicture(me.person.id, me.token);
    const second = await helpers().pendingPicture(me.person.id, me.token);
    const list = await ctx.request('GET', `/api/v1/persons/${me.person.id}/profilePictures`, {
      token: me.token,
    });
    const ids = list.json<ProfilePicture[]>().map((picture) => picture.id);
    expect(ids[0]).toBe(second.id);
    expect(ids).not.toContain(first.id);
  });

  it('refuses a file that is not an image, whatever its name and type say', async () => {
    const response = await helpers().uploadPicture(me.person.id, me.token, {
      bytes: Buffer.from('#!/bin/sh\necho hello\n'),
      contentType: 'image/jpeg',
      filename: 'me.jpg',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe('body.file');
  });

  it('refuses a picture over the limit with 400 on body.file', async () => {
    const bytes = Buffer.concat([
      await testImage(8, 8, 'image/png'),
      Buffer.alloc(9 * 1024 * 1024),
    ]);
    const response = await helpers().uploadPicture(me.person.id, me.token, {
      bytes,
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe('body.file');
  });

  it('refuses a crop that is not a number with 400 on its field', async () => {
    const response = await helpers().uploadPicture(
      me.person.id,
      me.token,
      { bytes: await testImage(8, 8, 'image/png'), contentType: 'image/png' },
      { x: 'left' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe('body.x');
  });

  it("answers 404 for another person's pictures", async () => {
    const other = await helpers().crewMember();
    const upload = await helpers().uploadPicture(other.person.id, me.token, {
      bytes: await testImage(8, 8, 'image/png'),
      contentType: 'image/png',
    });
    expect(upload.statusCode).toBe(404);
    for (const path of ['picture', 'profilePictures']) {
      const response = await ctx.request('GET', `/api/v1/persons/${other.person.id}/${path}`, {
        token: me.token,
      });
      expect(response.statusCode).toBe(404);
    }
    const theirs = await helpers().pendingPicture(other.person.id, other.token);
    expect((await fileOf(theirs.id, me.token)).statusCode).toBe(404);
    expect((await fileOf(theirs.id, await ctx.login(demoLogin('office')))).statusCode).toBe(200);
  });
});

describe('GET /persons/{id}/picture', () => {
  it('has no picture until one is approved', async () => {
    const response = await ctx.request('GET', `/api/v1/persons/${me.person.id}/picture`, {
      token: me.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: null });
  });
});
