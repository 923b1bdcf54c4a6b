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
import { readTogether } from '../../db/json-read';
import { withTenant } from '../../db/tenant-scope';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { createPayrollFactories } from '../../testing/payroll-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';
import { payrollsToConfirmOnHomeRead } from './payrolls.service';

// Each test makes its own crew members and payrolls; the demo's office@, planner@ and
// Northwind's office@ stand for their roles. The clock starts on 2026-11-23.
const ctx = useTestApp();
const tokens = { office: '', planner: '', northwind: '' };
let f: CrewDayFactories;
let payrollOf: ReturnType<typeof createPayrollFactories>['payroll'];

type Member = { id: number; token: string };
const newMember = async (): Promise<Member> => {
  const member = await f.crewMember();
  return { id: member.person.id, token: await ctx.login(member.credentials) };
};

const request = (
  method: 'GET' | 'POST',
  url: string,
  token: string,
  options: { body?: unknown; host?: string } = {},
) => ctx.request(method, `/api/v1${url}`, { token, ...options });
const get = async <T>(url: string, token: string) => {
  const response = await request('GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const payrollsOf = async (member: Member, query = '', token = member.token) =>
  (await get<Page<PayrollSummary>>(`/persons/${member.id}/payrolls${query}`, token)).items;
const itemsOf = async (number: string, token: string) =>
  (await get<Page<PayrollItem>>(`/payrolls/${number}/items`, token)).items;
const decline = (id: number, feedback: unknown, token: string) =>
  request('POST', `/payrollItems/${id}/decline`, token, { body: { feedback } });
const confirm = (number: string, token: string) =>
  request('POST', `/payrolls/${number}/confirmation`, token);

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  payrollOf = createPayrollFactories(ctx.handle.db).payroll;
  tokens.office = await ctx.login(demoLogin('office'));
  tokens.planner = await ctx.login(demoLogin('planner'));
  tokens.northwind = await ctx.login(demoLogin('office', 'northwind.crewhub.app'), otherTenantHost);
});

describe('GET /persons/{id}/payrolls', () => {
  it('lists my payrolls newest period first, filtered by status', async () => {
    const member = await newMember();
    for (const periodStart of ['2026-08-01', '2026-09-01']) {
      await payrollOf({ personId: member.id, periodStart, status: 'paid' });
    }
    await payrollOf({ personId: member.id });
    const mine = await payrollsOf(member);
    expect(mine.map((payroll) => [payroll.periodStart, payroll.status])).toEqual([
      ['2026-10-01', 'to_confirm'],
      ['2026-09-01', 'paid'],
      ['2026-08-01', 'paid'],
    ]);
    expect(mine[1]!.paymentDate).not.toBeNull();
    expect((await payrollsOf(member, '?status=paid')).length).toBe(2);
    expect(await payrollsOf(member, '', tokens.office)).toEqual(mine);
  });

  it("answers 404 for someone else's, unknown or other tenants' people, 403 without rights", async () => {
    const [member, other] = [await newMember(), await newMember()];
    const url = `/persons/${other.id}/payrolls`;
    expect((await request('GET', url, member.token)).statusCode).toBe(404);
    expect((await request('GET', '/persons/999999/payrolls', tokens.office)).statusCode).toBe(404);
    const foreign = await request('GET', `/persons/${member.id}/payrolls`, tokens.northwind, {
      host: otherTenantHost,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await request('GET', url, tokens.planner)).statusCode).toBe(403);
    const bad = await request('GET', `/persons/${member.id}/payrolls?status=lost`, member.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('querystring.status');
  });
});

describe('GET /payrolls/{number}, items and the payslip', () => {
  it('opens my payroll by number with its lines and what I may do', async () => {
    const member = await newMember();
    const { payroll: created } = await payrollOf({ personId: member.id });
    const [summary] = await payrollsOf(member);
    const payroll = await get<PayrollDetail>(`/payrolls/${created.number}`, member.token);
    expect(payroll).toMatchObject({ ...summary, isOwn: true, confirmRefusal: null, itemCount: 2 });
    const items = await itemsOf(created.number, member.token);
    expect(items.length).toBe(payroll.itemCount);
    for (const item of items) {
      expect(item.sumCents).toBe(Math.round(item.hours * item.rateCents));
      expect(item.totalCents).toBe(item.sumCents + item.addOnCents);
    }
    expect(payroll.totalCents).toBe(items.reduce((sum, item) => sum + item.totalCents, 0));
    const [line] = items;
    expect(await get<PayrollItem>(`/payrollItems/${line!.id}`, member.token)).toEqual(line);
    const officeView = await get<PayrollDetail>(`/payrolls/${created.number}`, tokens.office);
    expect(officeView.isOwn).toBe(false);
  });

  it("hides other people's and other tenants' payrolls and lines with 404", async () => {
    const member = await newMember();
    const other = await newMember();
    const { payroll, items } = await payrollOf({ personId: other.id });
    for (const url of [
      `/payrolls/${payroll.number}`,
      `/payrolls/${payroll.number}/items`,
      `/payrolls/${payroll.number}/download`,
      `/payrollItems/${items[0]!.id}`,
      `/payrollItems/${items[0]!.id}/activities`,
    ]) {
      expect((await request('GET', url, member.token)).statusCode, url).toBe(404);
      const foreign = await request('GET', url, tokens.northwind, { host: otherTenantHost });
      expect(foreign.statusCode, url).toBe(404);
    }
    expect((await request('GET', '/payrolls/PR-1999-01-0001', member.token)).statusCode).toBe(404);
    const badId = await request('GET', '/payrollItems/0', member.token);
    expect(badId.json().issues[0].field).toBe('params.id');
  });

  it('downloads the payslip as a PDF, stored after the first download', async () => {
    const member = await newMember();
    const { payroll } = await payrollOf({ personId: member.id, status: 'paid' });
    const url = `/payrolls/${payroll.number}/download`;
    const first = await request('GET', url, member.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain(`payslip-${payroll.number}-`);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    ctx.clock.advance(60_000);
    const again = await request('GET', url, member.token);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('shows the office worked jobs of the period that no line pays', async () => {
    const member = await newMember();
    const { payroll } = await payrollOf({ personId: member.id });
    const { position } = await f.crewWithPosition({ date: payroll.periodStart });
    const job = await f.assignment({
      projectCrewItemId: position.id,
      personId: member.id,
      status: 'confirmed',
    });
    const url = `/payrolls/${payroll.number}/unassignedPcis`;
    const missing = await get<UnassignedAssignment[]>(url, tokens.office);
    expect(missing.map((row) => row.assignmentId)).toEqual([job.id]);
    expect(missing[0]).toMatchObject({ date: payroll.periodStart, startTime: '08:00' });
    expect((await request('GET', url, member.token)).statusCode).toBe(403);
  });
});

describe('declining, correcting and confirming', () => {
  it('declines a line with feedback and gives the office an urgent task due tomorrow', async () => {
    const member = await newMember();
    const other = await newMember();
    const { payroll, items } = await payrollOf({ personId: member.id });
    const line = items[0]!;
    expect((await decline(line.id, '  ', member.token)).json().issues[0].field).toBe(
      'body.feedback',
    );
    expect((await decline(line.id, 'x', tokens.office)).statusCode).toBe(403);
    expect((await decline(line.id, 'x', other.token)).statusCode).toBe(404);

    const download = `/payrolls/${payroll.number}/download`;
    const storedPayslip = await request('GET', download, member.token);
    const response = await decline(line.id, 'I worked until 00:30, not 23:30.', member.token);
    expect(response.statusCode).toBe(200);
    // The stored payslip printed the line as open: the next download is made anew.
    const payslip = await request('GET', download, member.token);
    expect(payslip.rawPayload.equals(storedPayslip.rawPayload)).toBe(false);
    expect(response.json<PayrollItem>()).toMatchObject({
      status: 'declined',
      feedback: 'I worked until 00:30, not 23:30.',
      declineRefusal: 'PAYROLL_ITEM_ALREADY_DECLINED',
    });
    const again = await decline(line.id, 'Still wrong', member.token);
    expect([again.statusCode, again.json().code]).toEqual([409, 'PAYROLL_ITEM_ALREADY_DECLINED']);

    const history = await get<Page<Activity>>(`/payrollItems/${line.id}/activities`, member.token);
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
    const blocked = await confirm(payroll.number, member.token);
    expect([blocked.statusCode, blocked.json().code]).toEqual([409, 'PAYROLL_HAS_DECLINED_ITEMS']);
    expect(await get<PayrollDetail>(`/payrolls/${payroll.number}`, member.token)).toMatchObject({
      declinedItemCount: 1,
      confirmRefusal: 'PAYROLL_HAS_DECLINED_ITEMS',
    });
  });

  it('lets the office correct a declined line: sums, totals and status follow', async () => {
    const member = await newMember();
    const { payroll, items } = await payrollOf({
      personId: member.id,
      lines: [{ status: 'declined', feedback: 'Too few hours' }, {}],
    });
    const url = `/payrollItems/${items[0]!.id}`;
    const refused = await request('POST', url, member.token, { body: { hours: 8 } });
    expect(refused.statusCode).toBe(403);
    const bad = await request('POST', url, tokens.office, { body: { hours: 7.555 } });
    expect(bad.json().issues[0].field).toBe('body.hours');
    const euros = await request('POST', url, tokens.office, { body: { rateCents: 16.5 } });
    expect(euros.json().issues[0].field).toBe('body.rateCents');
    const response = await request('POST', url, tokens.office, {
      body: { hours: 8.5, rateCents: 1650, addOnCents: 1250 },
    });
    expect(response.json<PayrollItem>()).toMatchObject({
      status: 'corrected',
      hours: 8.5,
      sumCents: 14025,
      totalCents: 15275,
    });
    const detail = await get<PayrollDetail>(`/payrolls/${payroll.number}`, member.token);
    expect(detail.totalCents).toBe(15275 + 8 * 1650);
    expect(detail.confirmRefusal).toBeNull();
  });

  it('takes office notes on payrolls and lines', async () => {
    const member = await newMember();
    const { payroll, items } = await payrollOf({ personId: member.id });
    const body = { caption: 'Checked with the crew chief', type: 'LOG' };
    const onItem = await request(
      'POST',
      `/payrollItems/${items[0]!.id}/activities`,
      tokens.office,
      {
        body,
      },
    );
    expect(onItem.statusCode).toBe(201);
    const notes = `/payrolls/${payroll.number}/activities`;
    const onPayroll = await request('POST', notes, tokens.office, { body });
    expect(onPayroll.json<Activity>()).toMatchObject({ subjectType: 'payroll', type: 'LOG' });
    expect((await request('POST', notes, member.token, { body })).statusCode).toBe(403);
  });

  it('confirms my payroll once; afterwards nothing changes it', async () => {
    const member = await newMember();
    const other = await newMember();
    const { payroll, items } = await payrollOf({ personId: member.id });
    const line = items[0]!;
    expect((await confirm(payroll.number, tokens.office)).statusCode).toBe(403);
    const response = await confirm(payroll.number, member.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<PayrollConfirmation>().payroll).toMatchObject({
      status: 'confirmed',
      confirmedAt: ctx.clock.now().toISOString(),
      confirmedBy: expect.any(String),
      confirmRefusal: 'PAYROLL_NOT_TO_CONFIRM',
    });
    for (const refused of [
      await confirm(payroll.number, member.token),
      await decline(line.id, 'Too late', member.token),
      await request('POST', `/payrollItems/${line.id}`, tokens.office, { body: { hours: 1 } }),
    ]) {
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'PAYROLL_NOT_TO_CONFIRM']);
    }
    const paid = await payrollOf({
      personId: member.id,
      periodStart: '2026-09-01',
      status: 'paid',
    });
    expect((await confirm(paid.payroll.number, member.token)).json().code).toBe(
      'PAYROLL_NOT_TO_CONFIRM',
    );
    const disputed = await payrollOf({ personId: other.id, lines: [{ status: 'declined' }] });
    expect((await confirm(disputed.payroll.number, member.token)).statusCode).toBe(404);
    expect((await confirm(disputed.payroll.number, other.token)).json().code).toBe(
      'PAYROLL_HAS_DECLINED_ITEMS',
    );
  });
});

describe('payrollsToConfirmOnHomeRead', () => {
  it("gives the home block the person's payrolls waiting for them, as the list does", async () => {
    const member = await newMember();
    await payrollOf({ personId: member.id, periodStart: '2026-09-01', status: 'paid' });
    await payrollOf({ personId: member.id, lines: [{ status: 'declined' }, {}] });
    const tenantId = 1;
    const { onHome } = await withTenant(ctx.handle.db, tenantId, (tx) =>
      readTogether(tx, { onHome: payrollsToConfirmOnHomeRead(tx, tenantId, member.id) }),
    );
    expect(onHome).toEqual(await payrollsOf(member, '?status=to_confirm'));
    expect(onHome.map((payroll) => payroll.declinedItemCount)).toEqual([1]);
  });
});
