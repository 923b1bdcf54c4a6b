import type { CrewPhoto } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories } from '../../testing/crew-day-factories';
import { multipartBody } from '../../testing/document-factories';
import { demoLogin, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let member: string;
let planner: string;
let crewId: number;

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);

const uploadPhoto = async (filename: string) => {
  const { payload, headers } = multipartBody(
    {},
    { bytes: jpeg, contentType: 'image/jpeg', filename },
  );
  const response = await ctx.request('POST', `/api/v1/projectCrews/${crewId}/photos`, {
    token: member,
    body: payload,
    headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json<CrewPhoto>();
};

beforeAll(async () => {
  const setup = await createCrewDayFactories(ctx.handle.db).ledCrew({
    date: '2026-11-23',
    members: 1,
  });
  crewId = setup.crew.id;
  member = await ctx.login(setup.members[0]!.credentials);
  planner = await ctx.login(demoLogin('planner'));
});

describe('stored files', () => {
  it.each([
    ['poly.html', 'poly.jpg'],
    ['stage.JPEG', 'stage.JPEG'],
    ['no-extension', 'no-extension.jpg'],
    ['.htaccess', '.htaccess.jpg'],
  ])('stores %s holding a JPEG as %s', async (given, stored) => {
    const photo = await uploadPhoto(given);
    expect(photo.filename).toBe(stored);
    const download = await ctx.request('GET', photo.url);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toContain(stored);
  });

  it('signs file links for minutes, not an hour', async () => {
    const photo = await uploadPhoto('stage.jpg');
    const expires = Number(new URL(photo.url, 'http://x').searchParams.get('expires'));
    expect(expires * 1000 - ctx.clock.now().getTime()).toBeLessThanOrEqual(10 * 60_000);
    ctx.clock.advance(11 * 60_000);
    try {
      expect((await ctx.request('GET', photo.url)).statusCode).toBe(403);
    } finally {
      ctx.clock.advance(-11 * 60_000);
    }
  });
});

describe('location links', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>1</script>',
    'ftp://a.b/c',
  ])('refuses %s on write, naming the field', async (link) => {
    const response = await ctx.request('POST', '/api/v1/locations', {
      token: planner,
      body: { name: 'Hall', link },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ field: 'body.link' }] });
  });

  it('stores an https link', async () => {
    const response = await ctx.request('POST', '/api/v1/locations', {
      token: planner,
      body: { name: 'Hall', link: 'https://hall.example/way-in' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ link: 'https://hall.example/way-in' });
  });
});
