import type { MobileDocument, Page } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { multipartBody } from '../../testing/document-factories';
import { createFactories } from '../../testing/factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const f = () => createFactories(ctx.handle.db);
let crewDay: CrewDayFactories;
let office: string;
let crew: string;

const pdf = {
  bytes: Buffer.from('%PDF-1.7\n%%EOF'),
  contentType: 'application/pdf',
  filename: 'a.pdf',
};

const upload = (fields: Record<string, string>, file: typeof pdf | null = pdf, token = office) => {
  const { payload, headers } = multipartBody(fields, file);
  return ctx.request('POST', '/api/v1/mobileDocuments', { token, body: payload, headers });
};
const listOf = async (token: string, path: string) => {
  const response = await ctx.request('GET', `/api/v1${path}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json<Page<MobileDocument>>().items.map((item) => item.name);
};

beforeAll(async () => {
  crewDay = createCrewDayFactories(ctx.handle.db);
  office = await ctx.login(demoLogin('office'));
  crew = await ctx.login((await crewDay.crewMember()).credentials);
});

describe('mobile documents', () => {
  it('shows each tab by login type and rate card view, with signed file links', async () => {
    const company = await f().company({ name: 'Agreement client' });
    const general = await f().rateCard({ name: 'General test card', companyId: null });
    const theirs = await f().rateCard({ name: 'Client test card', companyId: company.id });
    const added = await upload({ kind: 'company', name: 'Crew rules', loginTypes: 'crew' });
    expect(added.statusCode).toBe(201);
    expect(added.json<MobileDocument>()).toMatchObject({
      kind: 'company',
      company: null,
      file: { contentType: 'application/pdf', url: expect.stringContaining('/file') },
    });
    for (const fields of [
      { kind: 'company', name: 'Client leaflet', loginTypes: 'clients' },
      { kind: 'rate_agreement', name: 'Client agreement', companyId: String(company.id) },
      { kind: 'rate_card', name: 'General card terms', rateCardId: String(general.id) },
      { kind: 'rate_card', name: 'Client card terms', rateCardId: String(theirs.id) },
    ] as Record<string, string>[]) {
      expect((await upload(fields)).statusCode).toBe(201);
    }

    const crewCompany = await listOf(crew, '/mobileDocuments?kind=company');
    expect(crewCompany).toContain('Crew rules');
    expect(crewCompany).not.toContain('Client leaflet');
    const crewPrices = await listOf(crew, '/mobileDocuments');
    expect(crewPrices).toContain('General card terms');
    expect(crewPrices).not.toContain('Client agreement');
    expect(await listOf(crew, `/rateCards/${general.id}/documents`)).toEqual([
      'General card terms',
    ]);
    const hidden = await ctx.request('GET', `/api/v1/rateCards/${theirs.id}/documents`, {
      token: crew,
    });
    expect(hidden.statusCode).toBe(404);
    const officeAgreements = await listOf(office, '/mobileDocuments?kind=rate_agreement');
    expect(officeAgreements).toContain('Client agreement');

    const planner = await ctx.login(demoLogin('planner'));
    expect(
      (await ctx.request('GET', '/api/v1/mobileDocuments', { token: planner })).statusCode,
    ).toBe(403);
    expect(await listOf(planner, `/rateCards/${theirs.id}/documents`)).toEqual([
      'Client card terms',
    ]);
    const northwind = await ctx.login(
      demoLogin('office', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const foreign = await ctx.request('GET', '/api/v1/mobileDocuments', {
      token: northwind,
      host: otherTenantHost,
    });
    expect(foreign.json<Page<MobileDocument>>().items.map((item) => item.name)).not.toContain(
      'Crew rules',
    );
  });

  it('refuses crew uploads and bad fields, naming them', async () => {
    expect((await upload({ kind: 'company', name: 'Mine' }, pdf, crew)).statusCode).toBe(403);
    const card = await f().rateCard({ companyId: null });
    const northwindCompany = await createFactories(ctx.handle.db, 2).company();
    for (const [fields, field] of [
      [{ name: 'No kind' }, 'kind'],
      [{ kind: 'company' }, 'name'],
      [{ kind: 'rate_card', name: 'No card' }, 'rateCardId'],
      [{ kind: 'company', name: 'Card', rateCardId: String(card.id) }, 'rateCardId'],
      [{ kind: 'company', name: 'Client', companyId: String(northwindCompany.id) }, 'companyId'],
      [
        { kind: 'rate_agreement', name: 'Foreign', companyId: String(northwindCompany.id) },
        'companyId',
      ],
      [{ kind: 'company', name: 'Types', loginTypes: 'crew,pilots' }, 'loginTypes'],
    ] as const) {
      const response = await upload(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.body).toContain(field);
    }
    const notPdf = await upload(
      { kind: 'company', name: 'Script' },
      { ...pdf, bytes: Buffer.from('<script>alert(1)</script>') },
    );
    expect(notPdf.statusCode).toBeGreaterThanOrEqual(400);
    expect(notPdf.statusCode).toBeLessThan(500);
    expect((await ctx.request('GET', '/api/v1/mobileDocuments')).statusCode).toBe(401);
  });
});
