import type {
  Activity,
  Page,
  PayrollConfirmation,
  PayrollDetail,
  PayrollItem,
  PayrollSummary,
  UnassignedAssignment,
} from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant-scope';
import { createCrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';
import { payrollsToConfirmOnHome } from './payrolls.service';

// The seed gives crew@ and chief@ paid payrolls for August and September and one to confirm
// for October (chief@ declined its travel allowance); the clock starts on 2026-11-23.
const ctx = useTestApp();
const tokens: Record<string, string> = {};
const people: Record<string, number> = {};

const personOf = (token: string): number =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).loginData.person.id;

const request = (
  method: 'GET' | 'POST',
  url: string,
  token = tokens.crew,
  options: { body?: unknown; host?: string } = {},
) => ctx.request(method, `/api/v1${url}`, { token, ...options });
const get = async <T>(url: string, token = tokens.crew) => {
  const response = await request('GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const payrollsOf = async (who: string, query = '', token = tokens[who]) =>
  (await get<Page<PayrollSummary>>(`/persons/${people[who]}/payrolls${query}`, token)).items;
const toConfirm = async (who: string) => (await payrollsOf(who, '?status=to_confirm'))[0]!;
const itemsOf = async (number: string, token = tokens.crew) =>
  (await get<Page<PayrollItem>>(`/payrolls/${number}/items`, token)).items;

beforeAll(async () => {
  for (const local of ['crew', 'chief', 'office', 'planner']) {
    tokens[local] = await ctx.login(demoLogin(local));
  }
  tokens.northwind = await ctx.login(demoLogin('office', 'northwind.crewhub.app'), otherTenantHost);
  people.crew = personOf(tokens.crew!);
  people.chief = personOf(tokens.chief!);
});

describe('GET /persons/{id}/payrolls', () => {
  it('lists my payrolls newest period first, filtered by status', async () => {
    const mine = await payrollsOf('crew');
    expect(mine.map((payroll) => payroll.status)).toEqual(['to_confirm', 'paid', 'paid']);
    const starts = mine.map((payroll) => payroll.periodStart);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(mine[1]!.paymentDate).not.toBeNull();
    expect((await payrollsOf('crew', '?status=paid')).length).toBe(2);
    const office = await payrollsOf('crew', '', tokens.office);
    expect(office).toEqual(mine);
  });

  it("answers 404 for someone else's, unknown or other tenants' people, 403 without rights", async () => {
    const other = `/persons/${people.chief}/payrolls`;
    expect((await request('GET', other)).statusCode).toBe(404);
    expect((await request('GET', '/persons/999999/payrolls', tokens.office)).statusCode).toBe(404);
    const foreign = await request('GET', `/persons/${people.crew}/payrolls`, tokens.northwind, {
      host: otherTenantHost,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await request('GET', other, tokens.planner)).statusCode).toBe(403);
    const bad = await request('GET', `/persons/${people.crew}/payrolls?status=lost`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('querystring.status');
  });
});

describe('GET /payrolls/{number}, items and the payslip', () => {
  it('opens my payroll by number with its lines and what I may do', async () => {
    const summary = await toConfirm('crew');
    const payroll = await get<PayrollDetail>(`/payrolls/${summary.number}`);
    expect(payroll).toMatchObject({ ...summary, isOwn: true, confirmRefusal: null });
    const items = await itemsOf(summary.number);
    expect(items.length).toBe(payroll.itemCount);
    for (const item of items) {
      expect(item.sum).toBeCloseTo(item.hours * item.rate, 2);
      expect(item.total).toBeCloseTo(item.sum + item.addOn, 2);
    }
    const total = items.reduce((sum, item) => sum + item.total, 0);
    expect(payroll.total).toBeCloseTo(total, 2);
    const [line] = items;
    expect(await get<PayrollItem>(`/payrollItems/${line!.id}`)).toEqual(line);
    const officeView = await get<PayrollDetail>(`/payrolls/${summary.number}`, tokens.office);
    expect(officeView.isOwn).toBe(false);
  });

  it("hides other people's and other tenants' payrolls and lines with 404", async () => {
    const chiefs = await toConfirm('chief');
    const [chiefLine] = await itemsOf(chiefs.number, tokens.chief);
    for (const url of [
      `/payrolls/${chiefs.number}`,
      `/payrolls/${chiefs.number}/items`,
      `/payrolls/${chiefs.number}/download`,
      `/payrollItems/${chiefLine!.id}`,
      `/payrollItems/${chiefLine!.id}/activities`,
    ]) {
      expect((await request('GET', url)).statusCode, url).toBe(404);
      const foreign = await request('GET', url, tokens.northwind, { host: otherTenantHost });
      expect(foreign.statusCode, url).toBe(404);
    }
    expect((await request('GET', '/payrolls/PR-1999-01-0001')).statusCode).toBe(404);
    expect((await request('GET', '/payrollItems/0')).json().issues[0].field).toBe('params.id');
  });

  it('downloads the payslip as a PDF, stored after the first download', async () => {
    const { number } = (await payrollsOf('crew', '?status=paid'))[0]!;
    const first = await request('GET', `/payrolls/${number}/download`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain(`payslip-${number}-`);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    ctx.clock.advance(60_000);
    const again = await request('GET', `/payrolls/${number}/download`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('shows the office worked jobs of the period that no line pays', async () => {
    const { number, periodStart } = await toConfirm('crew');
    const f = createCrewDayFactories(ctx.handle.db);
    const { position } = await f.crewWithPosition({ date: periodStart });
    const job = await f.assignment({
      projectCrewItemId: position.id,
      personId: people.crew!,
      status: 'confirmed',
    });
    const missing = await get<UnassignedAssignment[]>(
      `/payrolls/${number}/unassignedPcis`,
      tokens.office,
    );
    expect(missing.map((row) => row.assignmentId)).toEqual([job.id]);
    expect(missing[0]).toMatchObject({ date: periodStart, startTime: '08:00' });
    expect((await request('GET', `/payrolls/${number}/unassignedPcis`)).statusCode).toBe(403);
  });
});

describe('declining, correcting and confirming', () => {
  let number: string;
  let line: PayrollItem;

  beforeAll(async () => {
    number = (await toConfirm('crew')).number;
    line = (await itemsOf(number))[0]!;
  });

  const decline = (id: number, feedback: unknown, token = tokens.crew) =>
    request('POST', `/payrollItems/${id}/decline`, token, { body: { feedback } });
  const confirm = (payroll: string, token = tokens.crew) =>
    request('POST', `/payrolls/${payroll}/confirmation`, token);

  it('declines a line with feedback and gives the office an urgent task due tomorrow', async () => {
    expect((await decline(line.id, '  ')).json().issues[0].field).toBe('body.feedback');
    expect((await decline(line.id, 'x', tokens.office)).statusCode).toBe(403);
    expect((await decline(line.id, 'x', tokens.chief)).statusCode).toBe(404);

    const storedPayslip = await request('GET', `/payrolls/${number}/download`);
    const response = await decline(line.id, 'I worked until 00:30, not 23:30.');
    expect(response.statusCode).toBe(200);
    // The stored payslip printed the line as open: the next download is made anew.
    const payslip = await request('GET', `/payrolls/${number}/download`);
    expect(payslip.rawPayload.equals(storedPayslip.rawPayload)).toBe(false);
    expect(response.json<PayrollItem>()).toMatchObject({
      status: 'declined',
      feedback: 'I worked until 00:30, not 23:30.',
      declineRefusal: 'PAYROLL_ITEM_ALREADY_DECLINED',
    });
    const again = await decline(line.id, 'Still wrong');
    expect([again.statusCode, again.json().code]).toEqual([409, 'PAYROLL_ITEM_ALREADY_DECLINED']);

    const history = await get<Page<Activity>>(`/payrollItems/${line.id}/activities`);
    expect(history.items).toContainEqual(
      expect.objectContaining({
        type: 'TODO_PAYROLL_ITEM',
        category: 'payroll.declined',
        dueDate: '2026-11-24',
        priority: 1,
        subjectType: 'payroll_item',
        subjectId: line.id,
      }),
    );
    const blocked = await confirm(number);
    expect([blocked.statusCode, blocked.json().code]).toEqual([409, 'PAYROLL_HAS_DECLINED_ITEMS']);
    const payroll = await get<PayrollDetail>(`/payrolls/${number}`);
    expect(payroll).toMatchObject({
      declinedItemCount: 1,
      confirmRefusal: 'PAYROLL_HAS_DECLINED_ITEMS',
    });
  });

  it('lets the office correct the line: sums, totals and status follow', async () => {
    const url = `/payrollItems/${line.id}`;
    expect((await request('POST', url, tokens.crew, { body: { hours: 8 } })).statusCode).toBe(403);
    const bad = await request('POST', url, tokens.office, { body: { hours: 7.555 } });
    expect(bad.json().issues[0].field).toBe('body.hours');
    const response = await request('POST', url, tokens.office, {
      body: { hours: 8.5, rate: 16.5, addOn: 12.5 },
    });
    expect(response.json<PayrollItem>()).toMatchObject({
      status: 'corrected',
      hours: 8.5,
      sum: 140.25,
      total: 152.75,
    });
    const items = await itemsOf(number);
    const payroll = await get<PayrollDetail>(`/payrolls/${number}`);
    expect(payroll.total).toBeCloseTo(
      items.reduce((sum, item) => sum + item.total, 0),
      2,
    );
    expect(payroll.confirmRefusal).toBeNull();
  });

  it('takes office notes on payrolls and lines', async () => {
    const body = { caption: 'Checked with the crew chief', type: 'LOG' };
    const onItem = await request('POST', `/payrollItems/${line.id}/activities`, tokens.office, {
      body,
    });
    expect(onItem.statusCode).toBe(201);
    const onPayroll = await request('POST', `/payrolls/${number}/activities`, tokens.office, {
      body,
    });
    expect(onPayroll.json<Activity>()).toMatchObject({ subjectType: 'payroll', type: 'LOG' });
    expect(
      (await request('POST', `/payrolls/${number}/activities`, tokens.crew, { body })).statusCode,
    ).toBe(403);
  });

  it('confirms my payroll once; afterwards nothing changes it', async () => {
    expect((await confirm(number, tokens.office)).statusCode).toBe(403);
    const response = await confirm(number);
    expect(response.statusCode).toBe(200);
    expect(response.json<PayrollConfirmation>().payroll).toMatchObject({
      status: 'confirmed',
      confirmedAt: '2026-11-23T09:01:00.000Z',
      confirmedBy: expect.any(String),
      confirmRefusal: 'PAYROLL_NOT_TO_CONFIRM',
    });
    for (const refused of [
      await confirm(number),
      await decline(line.id, 'Too late'),
      await request('POST', `/payrollItems/${line.id}`, tokens.office, { body: { hours: 1 } }),
    ]) {
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'PAYROLL_NOT_TO_CONFIRM']);
    }
    const paid = (await payrollsOf('crew', '?status=paid'))[0]!;
    expect((await confirm(paid.number)).json().code).toBe('PAYROLL_NOT_TO_CONFIRM');
    const chiefs = await toConfirm('chief');
    expect((await confirm(chiefs.number)).statusCode).toBe(404);
    expect((await confirm(chiefs.number, tokens.chief)).json().code).toBe(
      'PAYROLL_HAS_DECLINED_ITEMS',
    );
  });
});

describe('payrollsToConfirmOnHome', () => {
  it("gives the home block the person's payrolls waiting for them", async () => {
    const tenantId = 1;
    const chief = await withTenant(ctx.handle.db, tenantId, (tx) =>
      payrollsToConfirmOnHome(tx, tenantId, people.chief!),
    );
    expect(chief).toEqual([await toConfirm('chief')]);
    expect(chief[0]!.declinedItemCount).toBe(1);
  });
});
