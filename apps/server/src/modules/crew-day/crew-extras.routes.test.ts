import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { siteSecurityCheckFormId, type CrewPhoto, type SecurityCheck } from '@crewhub/shared';
import { Jimp } from 'jimp';
import { PDFDocument } from 'pdf-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createCrewDayFactories,
  signaturePng,
  type CrewDayFactories,
} from '../../testing/crew-day-factories';
import { multipartBody } from '../../testing/document-factories';
import { attachmentsOf, lastMailTo } from '../../testing/outbox';
import { demoLogin, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let f: CrewDayFactories;
let chief: string;
let member: string;
let outsider: string;
let crewId: number;

const jpeg = (size = 2048) => {
  const bytes = Buffer.alloc(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

const upload = (bytes: Buffer, contentType: string, token = member, filename = 'stage.jpg') => {
  const { payload, headers } = multipartBody({}, { bytes, contentType, filename });
  return ctx.request('POST', `/api/v1/projectCrews/${crewId}/photos`, {
    token,
    body: payload,
    headers,
  });
};

// Photos and checks pile up on a crew: every test has a crew of its own.
beforeEach(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  const setup = await f.ledCrew({
    date: '2026-11-23',
    crew: { contactOnSiteEmail: 'security@example.test' },
  });
  crewId = setup.crew.id;
  chief = await ctx.login(setup.chief.credentials);
  member = await ctx.login(setup.members[0]!.credentials);
  outsider = await ctx.login((await f.crewMember()).credentials);
});

describe('crew photos', () => {
  it('uploads a photo that waits for approval', async () => {
    const response = await upload(jpeg(), 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const photo = response.json<CrewPhoto>();
    expect(photo).toMatchObject({
      status: 'pending',
      contentType: 'image/jpeg',
      size: 2048,
      thumbnailUrl: null,
    });
    const file = await ctx.request('GET', photo.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');

    const png = await upload(
      Buffer.from(signaturePng.split(',')[1]!, 'base64'),
      'image/png',
      chief,
    );
    expect(png.statusCode).toBe(201);

    // The member sees their own pending photo, not the chief's; the chief sees both.
    const mine = await ctx.request('GET', `/api/v1/projectCrews/${crewId}/photos`, {
      token: member,
    });
    expect(mine.json<CrewPhoto[]>().map((each) => each.id)).toEqual([photo.id]);
    const all = await ctx.request('GET', `/api/v1/projectCrews/${crewId}/photos`, {
      token: chief,
    });
    expect(all.json<CrewPhoto[]>()).toHaveLength(2);

    const planner = await ctx.login(demoLogin('planner'));
    const approve = (token: string) =>
      ctx.request(
        'POST',
        `/api/v1/projectCrews/${crewId}/photos/${png.json<CrewPhoto>().id}/approve`,
        {
          token,
        },
      );
    expect((await approve(chief)).statusCode).toBe(403);
    expect((await approve(planner)).json()).toMatchObject({ status: 'approved' });
    const afterApproval = await ctx.request('GET', `/api/v1/projectCrews/${crewId}/photos`, {
      token: member,
    });
    expect(afterApproval.json<CrewPhoto[]>()).toHaveLength(2);
  });

  it('makes a ~320px JPEG thumbnail of a decodable photo', async () => {
    const photo = await new Jimp({ width: 1200, height: 900, color: 0x3366ccff }).getBuffer(
      'image/jpeg',
    );
    const response = await upload(photo, 'image/jpeg', chief, 'stage-wide.jpg');
    expect(response.statusCode).toBe(201);
    const { thumbnailUrl } = response.json<CrewPhoto>();
    const thumbnail = await ctx.request('GET', thumbnailUrl!);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const decoded = await Jimp.fromBuffer(thumbnail.rawPayload);
    expect([decoded.width, decoded.height]).toEqual([320, 240]);
    // The list signs the thumbnail too.
    const listed = await ctx.request('GET', `/api/v1/projectCrews/${crewId}/photos`, {
      token: chief,
    });
    const entry = listed.json<CrewPhoto[]>().find((each) => each.url === response.json().url);
    expect(entry?.thumbnailUrl).toMatch(/^\/api\/v1\/file\/\d+\?expires=/);
  });

  it.each([
    ['a damaged JPEG', jpeg(), 'image/jpeg'],
    ['a WebP', Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'image/webp'],
  ])('accepts %s without a thumbnail', async (_label, bytes, type) => {
    const response = await upload(bytes, type);
    expect(response.statusCode).toBe(201);
    expect(response.json<CrewPhoto>()).toMatchObject({ contentType: type, thumbnailUrl: null });
  });

  it('refuses a file over 10 MB with 413', async () => {
    const response = await upload(jpeg(10 * 1024 * 1024 + 1), 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it.each([
    ['a text file', Buffer.from('hello'), 'text/plain'],
    ['a script posing as PNG', Buffer.from('<script>alert(1)</script>'), 'image/png'],
    ['a PNG posing as JPEG', Buffer.from(signaturePng.split(',')[1]!, 'base64'), 'image/jpeg'],
  ])('refuses %s with 400', async (_label, bytes, type) => {
    const response = await upload(bytes, type);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
  });

  it('refuses people outside the crew and JSON bodies', async () => {
    expect((await upload(jpeg(), 'image/jpeg', outsider)).statusCode).toBe(404);
    const json = await ctx.request('POST', `/api/v1/projectCrews/${crewId}/photos`, {
      token: member,
      body: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('security checks', () => {
  const open = (token = chief, formId = siteSecurityCheckFormId) =>
    ctx.request('POST', `/api/v1/projectCrews/${crewId}/securityChecks`, {
      token,
      body: { formId, date: '2026-11-23', shift: 'day' },
    });

  it('opens, downloads, signs and sends a security check', async () => {
    expect((await open(member)).statusCode).toBe(403);
    const opened = await open();
    expect(opened.statusCode).toBe(200);
    const check = opened.json<SecurityCheck>();
    expect((await open()).json<SecurityCheck>().id).toBe(check.id);

    const listed = await ctx.request('GET', `/api/v1/projectCrews/${crewId}/securityChecks`, {
      token: member,
    });
    expect(listed.json<SecurityCheck[]>().map((each) => each.id)).toEqual([check.id]);
    const base = `/api/v1/projectCrews/${crewId}/securityChecks/${check.id}`;
    expect((await ctx.request('GET', base, { token: member })).json()).toMatchObject({
      formId: siteSecurityCheckFormId,
      signedAt: null,
    });
    const blank = await ctx.request('GET', `${base}/download`, { token: member });
    expect(blank.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const early = await ctx.request('POST', `${base}/signed/send`, { token: chief });
    expect(early.json()).toMatchObject({ code: 'DOCUMENT_NOT_SIGNED' });

    const body = { signature: signaturePng, answers: { 'Fire exits checked': true, Notes: 'ok' } };
    expect(
      (await ctx.request('POST', `${base}/download/signed`, { token: member, body })).statusCode,
    ).toBe(403);
    const signed = await ctx.request('POST', `${base}/download/signed`, { token: chief, body });
    expect(signed.statusCode).toBe(200);
    expect(signed.json<SecurityCheck>()).toMatchObject({
      answers: body.answers,
      signedAt: '2026-11-23T09:00:00.000Z',
    });
    const again = await ctx.request('POST', `${base}/download/signed`, { token: chief, body });
    expect(again.statusCode).toBe(409);

    const download = await ctx.request('GET', `${base}/download`, { token: chief });
    const pdf = await PDFDocument.load(download.rawPayload);
    expect(pdf.getPageCount()).toBe(1);

    expect((await ctx.request('POST', `${base}/signed/send`, { token: member })).statusCode).toBe(
      403,
    );
    const sent = await ctx.request('POST', `${base}/signed/send`, { token: chief });
    expect(sent.json()).toMatchObject({ to: ['security@example.test'] });
    const mail = await lastMailTo(ctx.handle.db, 'security@example.test');
    expect(mail?.subject).toMatch(/signed security check/);
    const attachments = await attachmentsOf(ctx.handle.db, mail!);
    expect(attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf', filename: expect.any(String) }),
    ]);
    const attached = await readFile(path.join(ctx.filesDir, attachments[0]!.storageKey));
    expect((await PDFDocument.load(attached)).getPageCount()).toBe(1);
  });

  it('answers 404 for a form that does not exist', async () => {
    const response = await open(chief, 7);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Security check form not found' });
  });

  it('answers 400 for a bad check id when sending', async () => {
    const response = await ctx.request(
      'POST',
      `/api/v1/projectCrews/${crewId}/securityChecks/abc/signed/send`,
      { token: chief },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([expect.objectContaining({ field: 'params.checkId' })]);
  });

  it('answers 404 for checks of other crews and outsiders', async () => {
    const other = await f.crewWithPosition({ date: '2026-11-24' });
    const response = await ctx.request(
      'GET',
      `/api/v1/projectCrews/${other.crew.id}/securityChecks`,
      { token: chief },
    );
    expect(response.statusCode).toBe(404);
    const missing = await ctx.request(
      'GET',
      `/api/v1/projectCrews/${crewId}/securityChecks/999999`,
      { token: chief },
    );
    expect(missing.statusCode).toBe(404);
    expect(
      (
        await ctx.request('GET', `/api/v1/projectCrews/${crewId}/securityChecks`, {
          token: outsider,
        })
      ).statusCode,
    ).toBe(404);
  });
});
