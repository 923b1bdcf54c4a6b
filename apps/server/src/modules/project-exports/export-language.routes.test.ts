import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { logins, tenantHosts, tenantSettings } from '../../db/schema';
import { pdfTextLines } from '../../testing/pdf-text';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const project = 'P-2026-001';

const post = (url: string, token: string, host?: string) =>
  ctx.request('POST', `/api/v1${url}`, { token, host, body: {} });

const firstSheet = async (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
};

/** The header row (row 3: title, blank, headers) and one column's values below it. */
const headerRow = (sheet: ExcelJS.Worksheet) => (sheet.getRow(3).values as unknown[]).slice(1);
const columnValues = (sheet: ExcelJS.Worksheet, column: number) =>
  sheet
    .getColumn(column)
    .values.slice(4)
    .filter((value) => value !== undefined && value !== null);

const setLoginLanguage = (email: string, language: string) =>
  ctx.handle.db.update(logins).set({ language }).where(eq(logins.email, email));

const setTenantLanguage = async (host: string, language: string, useUserLanguage: boolean) => {
  const [row] = await ctx.handle.db
    .select({ tenantId: tenantHosts.tenantId })
    .from(tenantHosts)
    .where(eq(tenantHosts.host, host));
  await ctx.handle.db
    .update(tenantSettings)
    .set({ defaultLanguage: language, useUserLanguage })
    .where(eq(tenantSettings.tenantId, row!.tenantId));
};

describe("project exports speak the reader's language", () => {
  it('gives a Dutch-speaking planner Dutch sheets, headers and statuses', async () => {
    await setLoginLanguage('planner@demo.crewhub.app', 'nl');
    const token = await ctx.login(demoLogin('planner'));

    const calculation = await firstSheet(
      await post(`/projects/${project}/exportProjectCalculationReportXLXS`, token),
    );
    expect(calculation.name).toBe('Calculatie');
    expect(calculation.getRow(1).getCell(1).value).toMatch(/^Projectcalculatie P-2026-001 /);
    expect(headerRow(calculation)).toEqual([
      'Crew',
      'Datum',
      'Functie',
      'Begin',
      'Einde',
      'Aantal mensen',
      'Bevestigd',
      'Te factureren uren',
      'Uurtarief',
      'Bedrag',
    ]);
    expect(calculation.lastRow?.getCell(1).value).toBe('Totaal');

    const crew = await firstSheet(
      await post(`/projects/${project}/exportCrewMembersDocuments`, token),
    );
    expect(crew.name).toBe('Crewleden');
    expect(headerRow(crew)[8]).toBe('Status');
    const statuses = columnValues(crew, 9);
    expect(statuses.length).toBeGreaterThan(0);
    const dutchStatuses = ['Aangevraagd', 'Bevestigd', 'Reserve', 'Niet nodig', 'Geannuleerd'];
    expect(statuses.every((status) => dutchStatuses.includes(String(status)))).toBe(true);

    const notes = await firstSheet(await post(`/projects/${project}/exportDeliveryNotes`, token));
    expect(notes.name).toBe('Afleverbonnen');
    expect(headerRow(notes)).toContain('Getekend door');
    expect(columnValues(notes, 9).every((value) => value === 'Ja' || value === 'Nee')).toBe(true);

    const report = await ctx.request('GET', `/api/v1/projects/${project}/report`, { token });
    const text = (await pdfTextLines(report.rawPayload)).join('\n');
    expect(text).toContain('Klant: ');
    expect(text).toMatch(/Periode: \S+ t\/m \S+ +Status: Bevestigd/);
    expect(text).toMatch(/\d+\/\d+ bevestigd/);
    expect(text).not.toMatch(/\((confirmed|requested|not needed)\)/);
    await setLoginLanguage('planner@demo.crewhub.app', 'en');
  });

  it('uses the tenant language when the tenant does not use personal languages', async () => {
    // Northwind speaks Dutch to everyone; its planner's own language is English.
    const token = await ctx.login(demoLogin('planner', 'northwind.crewhub.app'), otherTenantHost);
    const [theirs] = (
      await ctx.request('GET', '/api/v1/projects?limit=1', { token, host: otherTenantHost })
    ).json().items as { number: string }[];
    const sheet = await firstSheet(
      await post(`/projects/${theirs!.number}/exportDeliveryNotes`, token, otherTenantHost),
    );
    expect(sheet.name).toBe('Afleverbonnen');

    // The calendar feed has no reader to ask: it speaks the tenant language.
    const { icsUrl } = (
      await ctx.request('GET', `/api/v1/projects/${theirs!.number}/calendarLink`, {
        token,
        host: otherTenantHost,
      })
    ).json();
    const feed = await ctx.request('GET', icsUrl, { host: otherTenantHost });
    expect(feed.body.replace(/\r\n[ \t]/g, '')).toContain('(Aantal mensen: ');
  });

  it('falls back to English for a language it does not know', async () => {
    await setLoginLanguage('planner@demo.crewhub.app', 'klingon');
    await setTenantLanguage('localhost', 'klingon', true);
    const planner = await ctx.login(demoLogin('planner'));
    const sheet = await firstSheet(
      await post(`/projects/${project}/exportProjectCalculationReportXLXS`, planner),
    );
    expect(sheet.name).toBe('Calculation');
    expect(headerRow(sheet)[9]).toBe('Amount');
    const { icsUrl } = (
      await ctx.request('GET', `/api/v1/projects/${project}/calendarLink`, { token: planner })
    ).json();
    const feed = await ctx.request('GET', icsUrl);
    expect(feed.body.replace(/\r\n[ \t]/g, '')).toContain('(People needed: ');
    await setTenantLanguage('localhost', 'en', true);
    await setLoginLanguage('planner@demo.crewhub.app', 'en');
  });
});
