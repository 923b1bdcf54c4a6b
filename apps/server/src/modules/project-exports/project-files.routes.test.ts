import type { Invoice, Page, ProjectDeliveryNote } from '@crewhub/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryNotes } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { createDocumentFactories } from '../../testing/document-factories';
import { createFactories } from '../../testing/factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';
import { unzip } from '../../testing/unzip';

const ctx = useTestApp();
const guestProject = 'P-2026-001';
const tokens: Record<string, string> = {};
let foreignProject: string;
/** Projects only this tenant has: one with a crew and nobody confirmed, one without papers. */
const ownOnly = 'FILES-ONLY-1';

const get = (url: string, token = tokens.planner, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
  const invoices = (await get('/invoices')).json<Page<Invoice>>().items;
  const clientCompany = (await get('/invoices', tokens.client)).json<Page<Invoice>>().items[0]!
    .companyId;
  foreignProject = invoices.find((invoice) => invoice.companyId !== clientCompany)!.projectNumber!;
  const f = createFactories(ctx.handle.db);
  const project = await f.project({ number: ownOnly });
  await f.crew({ projectId: project.id, date: '2026-11-25', name: 'Lonely crew' });
});

describe('GET /projects/{number}/deliveryNotes', () => {
  it('lists each crew with the state of its note and the signed copy', async () => {
    const before = (await get(`/projects/${guestProject}/deliveryNotes`)).json<
      ProjectDeliveryNote[]
    >();
    expect(before.map((note) => note.crewName)).toEqual([
      'Main stage build-up',
      'Main stage show day',
    ]);
    expect(before.every((note) => note.state === 'open' && note.fileUrl === null)).toBe(true);
    const signed = await createDocumentFactories(ctx.handle.db, ctx.storage).file('%PDF signed');
    await withTenant(ctx.handle.db, 1, (tx) =>
      tx.insert(deliveryNotes).values({
        tenantId: 1,
        projectCrewId: before[0]!.projectCrewId,
        signedFileId: signed.id,
        signerName: 'Olivia Site',
        signedAt: new Date('2026-11-21T18:05:00Z'),
        releasedAt: new Date('2026-11-21T18:10:00Z'),
        downloaded: true,
      }),
    );
    const after = (await get(`/projects/${guestProject}/deliveryNotes`, tokens.client)).json<
      ProjectDeliveryNote[]
    >();
    expect(after[0]).toMatchObject({ state: 'released', signerName: 'Olivia Site' });
    expect(after[1]!.state).toBe('open');
    const file = await ctx.request('GET', after[0]!.fileUrl!);
    expect(file.body).toBe('%PDF signed');
  });

  it('answers 400, 403 and 404 out of scope', async () => {
    expect((await get(`/projects/${'x'.repeat(41)}/deliveryNotes`)).json().issues[0].field).toBe(
      'params.number',
    );
    expect((await get(`/projects/${guestProject}/deliveryNotes`, tokens.crew)).statusCode).toBe(
      403,
    );
    expect((await get(`/projects/${foreignProject}/deliveryNotes`, tokens.client)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/projects/${ownOnly}/deliveryNotes`, tokens.northwind, otherTenantHost))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /projects/{number}/socialSecurityDocuments', () => {
  it("zips the approved A1 certificates of the project's crew for planners, not clients", async () => {
    // A1 certificates are identity papers: not shared with clients unless the office says so.
    const forClient = await get(`/projects/${guestProject}/socialSecurityDocuments`, tokens.client);
    expect(forClient.statusCode).toBe(404);
    expect(forClient.json().code).toBe('NO_DOCUMENTS');
    for (const token of [tokens.planner]) {
      const response = await get(`/projects/${guestProject}/socialSecurityDocuments`, token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toContain(
        `social-security-${guestProject}.zip`,
      );
      const entries = unzip(response.rawPayload);
      expect(entries.size).toBeGreaterThan(0);
      for (const [name, bytes] of entries) {
        expect(name).toMatch(/ - A1 certificate \d{4}\.pdf$/);
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });

  it('says so when there is nothing to download (404 NO_DOCUMENTS)', async () => {
    const response = await get(`/projects/${ownOnly}/socialSecurityDocuments`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NO_DOCUMENTS');
  });

  it('answers 403 without the right and 404 out of scope', async () => {
    const path = (number: string) => `/projects/${number}/socialSecurityDocuments`;
    expect((await get(path(guestProject), tokens.crew)).statusCode).toBe(403);
    expect((await get(path(foreignProject), tokens.client)).statusCode).toBe(404);
    expect((await get(path(ownOnly), tokens.northwind, otherTenantHost)).statusCode).toBe(404);
  });
});

describe('GET /projects/{number}/exportProjectCalculationDocuments', () => {
  it('zips the calculation documents with the calculation as XLSX', async () => {
    const response = await get(`/projects/${guestProject}/exportProjectCalculationDocuments`);
    expect(response.statusCode).toBe(200);
    const entries = unzip(response.rawPayload);
    const sheet = entries.get(`calculation-${guestProject}.xlsx`)!;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Calculation')!.getCell('A1').value).toContain(guestProject);
    expect([...entries.keys()].some((name) => name.startsWith('Quotation'))).toBe(true);
  });

  it('is for planners (403) within their tenant (404)', async () => {
    const path = (number: string) => `/projects/${number}/exportProjectCalculationDocuments`;
    expect((await get(path(guestProject), tokens.client)).statusCode).toBe(403);
    expect((await get(path(ownOnly), tokens.northwind, otherTenantHost)).statusCode).toBe(404);
    expect((await get(path('P-1999-999'))).statusCode).toBe(404);
  });
});

describe('POST /projects/{number}/exportCrewMembersDocuments', () => {
  it("lists the crew members' own papers next to their contact details", async () => {
    const response = await ctx.request(
      'POST',
      `/api/v1/projects/${guestProject}/exportCrewMembersDocuments`,
      { token: tokens.planner },
    );
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Crew members')!;
    const headers = sheet.getRow(3).values as unknown[];
    expect(headers).toContain('Documents');
    const column = headers.indexOf('Documents');
    const papers = sheet
      .getColumn(column)
      .values.slice(4)
      .filter((value) => typeof value === 'string');
    expect(papers.some((value) => String(value).includes('ID card'))).toBe(true);
  });
});
