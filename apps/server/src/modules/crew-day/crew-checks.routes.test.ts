import { siteSecurityCheckFormId, type SecurityCheck } from '@crewhub/shared';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, signaturePng } from '../../testing/crew-day-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let chief: string;
let member: string;
let planner: string;
let outsider: string;
let crewId: number;

const body = { signature: signaturePng, answers: { 'Emergency exits are known and free': true } };

/** The crew chief opens the site security check of a shift; a crew check is that record. */
const openCheck = async (shift: string) => {
  const response = await ctx.request('POST', `/api/v1/projectCrews/${crewId}/securityChecks`, {
    token: chief,
    body: { formId: siteSecurityCheckFormId, date: '2026-11-23', shift },
  });
  expect(response.statusCode).toBe(200);
  return response.json<SecurityCheck>();
};

const download = (checkId: number | string, token?: string, host?: string) =>
  ctx.request('GET', `/api/v1/crewChecks/${checkId}/download`, { token, host });

const sign = (checkId: number | string, token: string, payload: unknown = body) =>
  ctx.request('POST', `/api/v1/crewChecks/${checkId}/download/signed`, { token, body: payload });

beforeAll(async () => {
  const f = createCrewDayFactories(ctx.handle.db);
  const setup = await f.ledCrew({ date: '2026-11-23' });
  crewId = setup.crew.id;
  chief = await ctx.login(setup.chief.credentials);
  member = await ctx.login(setup.members[0]!.credentials);
  planner = await ctx.login(demoLogin('planner'));
  outsider = await ctx.login((await f.crewMember()).credentials);
});

describe('GET /crewChecks/{id}/download and POST /crewChecks/{id}/download/signed', () => {
  it('downloads the draft, signs it and then downloads the signed copy', async () => {
    const check = await openCheck('day');
    for (const token of [member, planner, chief]) {
      const draft = await download(check.id, token);
      expect(draft.statusCode).toBe(200);
      expect(draft.headers['content-type']).toBe('application/pdf');
      expect(draft.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }

    const signed = await sign(check.id, chief);
    expect(signed.statusCode).toBe(200);
    expect(signed.json<SecurityCheck>()).toMatchObject({
      id: check.id,
      projectCrewId: crewId,
      answers: body.answers,
      signedAt: '2026-11-23T09:00:00.000Z',
    });
    // The same record the crew's own security check calls show.
    const viaCrew = await ctx.request(
      'GET',
      `/api/v1/projectCrews/${crewId}/securityChecks/${check.id}`,
      { token: member },
    );
    expect(viaCrew.json<SecurityCheck>().signedAt).toBe('2026-11-23T09:00:00.000Z');

    const copy = await download(check.id, member);
    expect((await PDFDocument.load(copy.rawPayload)).getPageCount()).toBe(1);
  });

  it('answers 409 when the check is already signed', async () => {
    const check = await openCheck('night');
    expect((await sign(check.id, chief)).statusCode).toBe(200);
    const again = await sign(check.id, chief);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DOCUMENT_ALREADY_SIGNED' });
  });

  it('lets only the crew chief sign (403 for members and planners)', async () => {
    const check = await openCheck('evening');
    expect((await sign(check.id, member)).statusCode).toBe(403);
    expect((await sign(check.id, planner)).statusCode).toBe(403);
    const unchanged = await ctx.request(
      'GET',
      `/api/v1/projectCrews/${crewId}/securityChecks/${check.id}`,
      { token: chief },
    );
    expect(unchanged.json<SecurityCheck>().signedAt).toBeNull();
  });

  it('answers 400 naming the field for a bad id or signature', async () => {
    const badId = await download('abc', chief);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().issues).toEqual([expect.objectContaining({ field: 'params.id' })]);
    const check = await openCheck('late');
    const badSignature = await sign(check.id, chief, { signature: 'not-a-png' });
    expect(badSignature.statusCode).toBe(400);
    expect(badSignature.json().issues).toEqual([
      expect.objectContaining({ field: 'body.signature' }),
    ]);
  });

  it('answers 404 to outsiders, unknown checks and another tenant', async () => {
    const check = await openCheck('morning');
    expect((await download(check.id, outsider)).statusCode).toBe(404);
    expect((await sign(check.id, outsider)).statusCode).toBe(404);
    expect((await download(999_999, chief)).statusCode).toBe(404);
    const northwind = await ctx.login(
      demoLogin('planner', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    expect((await download(check.id, northwind, otherTenantHost)).statusCode).toBe(404);
  });

  it('needs a login', async () => {
    expect((await download(1)).statusCode).toBe(401);
  });
});
