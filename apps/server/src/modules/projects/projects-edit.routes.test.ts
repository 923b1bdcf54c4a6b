import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

// Editing a project (POST /projects/{number}); listing and creating are in projects.routes.test.ts.
const ctx = useTestApp();
const tokens: Record<string, string> = {};
let f: CrewDayFactories;

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  tokens.planner = await ctx.login(demoLogin('planner'));
});

describe('POST /projects/{number}', () => {
  it('updates fields and refuses to confirm while positions lack chargeable hours', async () => {
    // Its position has no chargeable hours yet.
    const { project: quoted } = await f.crewWithPosition({
      date: '2026-12-01',
      project: { state: 'quoted' },
    });
    const renamed = await ctx.request('POST', `/api/v1/projects/${quoted.number}`, {
      token: tokens.planner,
      body: { comment: 'Call the client' },
    });
    expect(renamed.statusCode).toBe(200);
    const release = await ctx.request('POST', `/api/v1/projects/${quoted.number}`, {
      token: tokens.planner,
      body: { state: 'confirmed' },
    });
    expect(release.statusCode).toBe(400);
    expect(release.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please set chargeable hours for all positions',
    });
    expect(release.json().issues[0].field).toMatch(/^projectCrewItems\.\d+\.chargeableHours$/);
  });

  it('closes a project; clients may not edit (403)', async () => {
    const { number } = await f.project({ beginDate: '2026-11-01', endDate: '2026-11-02' });
    const client = await ctx.login((await f.clientContact()).credentials);
    const closed = await ctx.request('POST', `/api/v1/projects/${number}`, {
      token: tokens.planner,
      body: { closed: true },
    });
    expect(closed.json().closed).toBe(true);
    expect(
      (
        await ctx.request('POST', `/api/v1/projects/${number}`, {
          token: client,
          body: { closed: false },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('answers an end before the begin with 400 on body.endDate', async () => {
    const { number } = await f.project({ beginDate: '2026-11-01' });
    const response = await ctx.request('POST', `/api/v1/projects/${number}`, {
      token: tokens.planner,
      body: { endDate: '2020-01-01' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe('body.endDate');
  });
});

describe('POST /projects/{number}: the edit form', () => {
  it('saves every field of the form, reopens, and hides other tenants (404)', async () => {
    // A number only this tenant has: the other tenant's demo repeats the demo's numbers.
    const number = 'EDIT-ONLY-1';
    await ctx.request('POST', '/api/v1/projects', {
      token: tokens.planner,
      body: { name: 'To edit', number, state: 'quoted' },
    });
    const { contact } = await f.clientContact();
    const { companyId } = contact;
    const rateCard = await f.rateCard({ companyId });
    // Branches and catering agreement types are the tenant's reference lists.
    const first = async (path: string) =>
      (await ctx.request('GET', `/api/v1${path}`, { token: tokens.planner })).json().items[0];
    const body = {
      name: 'Edited project',
      companyId,
      contactId: contact.id,
      clientMark: 'CM-1',
      reference: 'PO-77',
      beginDate: '2026-12-01',
      endDate: '2026-12-03',
      comment: 'Bring ladders',
      branchId: (await first('/branches')).id,
      defaultCateringTypeId: (await first('/cateringAgreementTypes')).id,
      rateCardId: rateCard.id,
      rateCents: 4250,
      projectType: 'Congress',
      state: 'client_draft',
    };
    const saved = await ctx.request('POST', `/api/v1/projects/${number}`, {
      token: tokens.planner,
      body,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(body);
    const reopened = await ctx.request('POST', `/api/v1/projects/${number}`, {
      token: tokens.planner,
      body: { closed: false, reference: null },
    });
    expect(reopened.json()).toMatchObject({
      closed: false,
      reference: null,
      name: 'Edited project',
    });
    const northwind = await ctx.login(
      demoLogin('planner', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const other = await ctx.request('POST', `/api/v1/projects/${number}`, {
      token: northwind,
      host: otherTenantHost,
      body: { closed: true },
    });
    expect(other.statusCode).toBe(404);
  });
});
