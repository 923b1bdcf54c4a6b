import type { BankTransfer, Page } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories } from '../../testing/crew-day-factories';
import { createPayrollFactories } from '../../testing/payroll-factories';
import { createReceiptFactories } from '../../testing/receipt-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const get = (url: string, token: string, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });
const numbersOf = (response: { json: <T>() => T }) =>
  response.json<Page<BankTransfer>>().items.map((item) => item.payrollNumber);

describe('GET /bankTransfers', () => {
  let member: { id: number; token: string };
  let mine: string;
  let theirs: string;

  beforeAll(async () => {
    const f = createCrewDayFactories(ctx.handle.db);
    const payrolls = createPayrollFactories(ctx.handle.db);
    const transfers = createReceiptFactories(ctx.handle.db);
    const created = await f.crewMember();
    member = { id: created.person.id, token: await ctx.login(created.credentials) };
    const other = await f.crewMember();
    const own = await payrolls.payroll({ personId: member.id, status: 'paid' });
    const foreign = await payrolls.payroll({ personId: other.person.id, status: 'paid' });
    await transfers.bankTransfer({
      payrollId: own.payroll.id,
      amountCents: own.payroll.totalCents,
    });
    await transfers.bankTransfer({ payrollId: foreign.payroll.id, amountCents: 100 });
    mine = own.payroll.number;
    theirs = foreign.payroll.number;
  });

  it('shows a crew member only the payments for their own payrolls', async () => {
    const response = await get('/bankTransfers', member.token);
    expect(response.statusCode).toBe(200);
    expect(numbersOf(response)).toEqual([mine]);
    expect(response.json<Page<BankTransfer>>().items[0]).toMatchObject({
      personId: member.id,
      date: '2026-11-10',
    });
    expect(numbersOf(await get(`/bankTransfers?payrollNumber=${theirs}`, member.token))).toEqual(
      [],
    );
  });

  it('shows the office every payment, by payroll', async () => {
    const office = await ctx.login(demoLogin('office'));
    expect(numbersOf(await get(`/bankTransfers?payrollNumber=${theirs}`, office))).toEqual([
      theirs,
    ]);
    const northwind = await ctx.login(
      demoLogin('office', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const elsewhere = await get(`/bankTransfers?payrollNumber=${mine}`, northwind, otherTenantHost);
    expect(numbersOf(elsewhere)).toEqual([]);
  });

  it('refuses logins without bankTransfers READ', async () => {
    const planner = await ctx.login(demoLogin('planner'));
    expect((await get('/bankTransfers', planner)).statusCode).toBe(403);
    expect((await get('/bankTransfers?limit=-1', planner)).statusCode).toBe(400);
  });
});
