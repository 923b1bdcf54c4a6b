import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DeliveryNoteStatus } from '@crewhub/shared';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createCrewDayFactories,
  moveClockTo,
  signaturePng,
  type CrewDayFactories,
} from '../../testing/crew-day-factories';
import { attachmentsOf, lastMailTo } from '../../testing/outbox';
import { demoLogin, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const start = '2026-11-23T09:00:00.000Z';
let f: CrewDayFactories;
let chief: string;
let member: string;
let outsider: string;

const crew = async (crewValues: { contactOnSiteEmail?: string | null } = {}) => {
  const chiefPerson = await f.crewMember();
  chief = await ctx.login(chiefPerson.credentials);
  const setup = await f.crewWithPosition({
    date: '2026-11-23',
    crewChiefPersonId: chiefPerson.person.id,
    crew: crewValues,
  });
  const worker = await f.crewMember({ firstName: 'Zoë', lastName: 'Ünal' });
  member = await ctx.login(worker.credentials);
  await f.assignment({
    projectCrewItemId: setup.position.id,
    personId: worker.person.id,
    status: 'confirmed',
    checkInAt: new Date('2026-11-23T07:00:00Z'),
    checkOutAt: new Date('2026-11-23T15:30:00Z'),
  });
  return setup.crew.id;
};

const sign = (crewId: number, token = chief, body: object = {}) =>
  ctx.request('POST', `/api/v1/projectCrews/${crewId}/deliveryNote/signed`, {
    token,
    body: {
      signature: signaturePng,
      signerName: 'Olivia Site',
      rating: 5,
      comment: 'Great crew',
      formFields: { 'PO number': '4711' },
      ...body,
    },
  });

const expectPdf = async (payload: Buffer) => {
  expect(payload.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await PDFDocument.load(payload);
  expect(pdf.getPageCount()).toBeGreaterThan(0);
};

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  outsider = await ctx.login((await f.crewMember()).credentials);
});
afterEach(() => moveClockTo(ctx.clock, start));

describe('delivery note', () => {
  it('downloads the unsigned note for the crew chief and planners only', async () => {
    const crewId = await crew();
    const url = `/api/v1/projectCrews/${crewId}/deliveryNote`;
    const response = await ctx.request('GET', url, { token: chief });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="delivery-note-/,
    );
    await expectPdf(response.rawPayload);
    const planner = await ctx.login(demoLogin('planner'));
    expect((await ctx.request('GET', url, { token: planner })).statusCode).toBe(200);
    expect((await ctx.request('GET', url, { token: member })).statusCode).toBe(403);
    expect((await ctx.request('GET', url, { token: outsider })).statusCode).toBe(404);
  });

  it('is signed on site, stored, served by signed URL and released', async () => {
    const crewId = await crew();
    expect((await sign(crewId, member)).statusCode).toBe(403);
    const signed = await sign(crewId);
    expect(signed.statusCode).toBe(200);
    const status = signed.json<DeliveryNoteStatus>();
    expect(status).toMatchObject({
      signedAt: start,
      signerName: 'Olivia Site',
      rating: 5,
      comment: 'Great crew',
      releasedAt: null,
      downloaded: false,
    });
    expect(status.signedFileUrl).toMatch(/^\/api\/v1\/file\/\d+\?expires=\d+&signature=/);

    // The signed URL needs no login; tampering or waiting past expiry is refused.
    const file = await ctx.request('GET', status.signedFileUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    await expectPdf(file.rawPayload);
    const tampered = await ctx.request(
      'GET',
      // Another first character, whatever the signature starts with.
      status.signedFileUrl!.replace(/signature=(.)/, (_, first: string) =>
        first === 'x' ? 'signature=y' : 'signature=x',
      ),
    );
    expect(tampered.statusCode).toBe(403);

    const download = await ctx.request('GET', `/api/v1/projectCrews/${crewId}/deliveryNote`, {
      token: chief,
    });
    expect(download.rawPayload.equals(file.rawPayload)).toBe(true);

    expect((await sign(crewId)).json()).toMatchObject({ code: 'DOCUMENT_ALREADY_SIGNED' });

    const released = await ctx.request(
      'POST',
      `/api/v1/projectCrews/${crewId}/deliveryNote/release`,
      {
        token: chief,
        body: { downloaded: true },
      },
    );
    expect(released.json()).toMatchObject({ downloaded: true, releasedAt: start });
    const page = await ctx.request('GET', `/api/v1/projectCrews/${crewId}/crewPage`, {
      token: chief,
    });
    expect(page.json()).toMatchObject({ deliveryNote: { downloaded: true, signedAt: start } });

    ctx.clock.advance(3_600_001);
    const expired = await ctx.request('GET', status.signedFileUrl!);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ message: 'This link has expired' });
  });

  it('mails the signed copy to the contact on site', async () => {
    const crewId = await crew({ contactOnSiteEmail: 'site-send@example.test' });
    const early = await ctx.request(
      'POST',
      `/api/v1/projectCrews/${crewId}/deliveryNote/signed/send`,
      { token: chief },
    );
    expect(early.json()).toMatchObject({ code: 'DOCUMENT_NOT_SIGNED' });
    await sign(crewId);
    const sent = await ctx.request(
      'POST',
      `/api/v1/projectCrews/${crewId}/deliveryNote/signed/send`,
      { token: chief },
    );
    expect(sent.json()).toEqual({ sentAt: start, to: ['site-send@example.test'] });
    const mail = await lastMailTo(ctx.handle.db, 'site-send@example.test');
    expect(mail?.subject).toMatch(/signed delivery note/);
    // The PDF travels as an attachment; no download link to forward.
    expect(mail?.body).not.toMatch(/\/api\/v1\/file\//);
    const [attachment, ...more] = await attachmentsOf(ctx.handle.db, mail!);
    expect(more).toEqual([]);
    expect(attachment).toMatchObject({ contentType: 'application/pdf' });
    await expectPdf(await readFile(path.join(ctx.filesDir, attachment!.storageKey)));
  });

  it('sends only for the crew chief of this tenant, with a valid id', async () => {
    const crewId = await crew({ contactOnSiteEmail: 'site-guard@example.test' });
    await sign(crewId);
    const send = (id: number | string, token: string) =>
      ctx.request('POST', `/api/v1/projectCrews/${id}/deliveryNote/signed/send`, { token });
    expect((await send(crewId, member)).statusCode).toBe(403);
    expect((await send(crewId, outsider)).statusCode).toBe(404);
    const northwind = await createCrewDayFactories(ctx.handle.db, 2).crewWithPosition({
      date: '2026-11-23',
      crew: { contactOnSiteEmail: 'northwind@example.test' },
    });
    const planner = await ctx.login(demoLogin('planner'));
    expect((await send(northwind.crew.id, planner)).statusCode).toBe(404);
    const bad = await send('abc', chief);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([expect.objectContaining({ field: 'params.id' })]);
    expect(await lastMailTo(ctx.handle.db, 'site-guard@example.test')).toBeNull();
  });

  it('needs an e-mail address for the contact on site', async () => {
    const crewId = await crew({ contactOnSiteEmail: null });
    await sign(crewId);
    const response = await ctx.request(
      'POST',
      `/api/v1/projectCrews/${crewId}/deliveryNote/signed/send`,
      { token: chief },
    );
    expect(response.json()).toMatchObject({ code: 'CONTACT_EMAIL_MISSING' });
  });

  it.each([
    [{ signature: 'data:image/png;base64,AAAA' }],
    [{ signature: 'data:image/jpeg;base64,/9j/4AAQ' }],
    [{ rating: 6 }],
    [{ signerName: '' }],
  ])('refuses %o with 400', async (body) => {
    const crewId = await crew();
    expect((await sign(crewId, chief, body)).statusCode).toBe(400);
  });

  it('is confirmed digitally by the crew chief without a signature', async () => {
    const crewId = await crew();
    const response = await ctx.request('POST', `/api/v1/projectCrews/${crewId}/digitalConfirm`, {
      token: chief,
      body: { comment: 'Client left early' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<DeliveryNoteStatus>()).toMatchObject({
      signedAt: start,
      signerName: expect.stringMatching(/digital confirmation/),
      rating: null,
    });
  });
});

describe('crew chief sheet', () => {
  it('downloads and releases for the crew chief', async () => {
    const crewId = await crew();
    const sheet = await ctx.request('GET', `/api/v1/projectCrews/${crewId}/crewChiefSheet`, {
      token: chief,
    });
    expect(sheet.statusCode).toBe(200);
    await expectPdf(sheet.rawPayload);
    const released = await ctx.request(
      'POST',
      `/api/v1/projectCrews/${crewId}/crewChiefSheet/release`,
      { token: chief },
    );
    expect(released.json()).toEqual({ releasedAt: start });
    const byMember = await ctx.request(
      'POST',
      `/api/v1/projectCrews/${crewId}/crewChiefSheet/release`,
      { token: member },
    );
    expect(byMember.statusCode).toBe(403);
  });
});
