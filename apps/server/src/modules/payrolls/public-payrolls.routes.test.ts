import type { PayrollLink, PublicPayroll, PublicPayrolls } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { createPayrollFactories } from '../../testing/payroll-factories';
import { createReceiptFactories } from '../../testing/receipt-factories';
import { lastMailTo } from '../../testing/outbox';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

// The office shares a link; the link alone (no login) shows the person's payrolls.
const ctx = useTestApp();
const tokens = { office: '', planner: '' };
let f: CrewDayFactories;
let factories: {
  payroll: ReturnType<typeof createPayrollFactories>['payroll'];
  bankTransfer: ReturnType<typeof createReceiptFactories>['bankTransfer'];
};

const share = (number: string, token: string, body: unknown = {}) =>
  ctx.request('POST', `/api/v1/payrolls/${number}/publicLink`, { token, body });
const tokenOf = (link: PayrollLink) => new URL(link.path, 'http://x').searchParams.get('token')!;
const open = (path: string, link: string | null, host?: string) =>
  ctx.request('GET', `/api/v1${path}`, {
    host,
    headers: link === null ? {} : { 'x-payroll-link': link },
  });

/** A crew member with a paid and an open payroll, and a link the office shared. */
const sharedPayrolls = async () => {
  const member = await f.crewMember();
  const paid = await factories.payroll({
    personId: member.person.id,
    periodStart: '2026-09-01',
    status: 'paid',
  });
  const open = await factories.payroll({ personId: member.person.id });
  await factories.bankTransfer({
    payrollId: paid.payroll.id,
    amountCents: paid.payroll.totalCents,
  });
  const response = await share(open.payroll.number, tokens.office);
  expect(response.statusCode, response.body).toBe(201);
  const link = response.json<PayrollLink>();
  return { member, paid, open, link, token: tokenOf(link) };
};

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  factories = {
    payroll: createPayrollFactories(ctx.handle.db).payroll,
    bankTransfer: createReceiptFactories(ctx.handle.db).bankTransfer,
  };
  tokens.office = await ctx.login(demoLogin('office'));
  tokens.planner = await ctx.login(demoLogin('planner'));
});

describe('POST /payrolls/{number}/publicLink', () => {
  it("mails the link to the person's own address in their language", async () => {
    const member = await f.crewMember({}, { language: 'nl' });
    const { payroll } = await factories.payroll({ personId: member.person.id });
    const response = await share(payroll.number, tokens.office, { sendMail: true });
    expect(response.statusCode, response.body).toBe(201);
    const link = response.json<PayrollLink>();
    expect(link.mailedTo).toBe(member.person.email);
    const mail = (await lastMailTo(ctx.handle.db, member.person.email!))!;
    expect(mail).toMatchObject({ category: 'payrolls', language: 'nl' });
    expect(mail.subject).toContain('loonstroken');
    expect(mail.body).toContain(link.path);
    // The mailed link opens the payrolls like a copied one.
    expect((await open('/public/payrolls', tokenOf(link))).statusCode).toBe(200);
    // Without the flag nothing is mailed.
    expect((await share(payroll.number, tokens.office)).json<PayrollLink>().mailedTo).toBeNull();
  });

  it('answers 409 naming the missing address, 400 naming a bad flag', async () => {
    const noAddress = await f.person({ email: null });
    const { payroll } = await factories.payroll({ personId: noAddress.id });
    const refused = await share(payroll.number, tokens.office, { sendMail: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PERSON_EMAIL_MISSING' });
    const bad = await share(payroll.number, tokens.office, { sendMail: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('body.sendMail');
  });

  it('gives the office a 30-day link to the payroll page, logged on the payroll', async () => {
    const { open, link } = await sharedPayrolls();
    expect(link.path).toMatch(
      new RegExp(`^/public/payrolls/${open.payroll.number}\\?token=[\\w-]{40,}$`),
    );
    const days = (Date.parse(link.expiresAt) - ctx.clock.now().getTime()) / 86_400_000;
    expect(days).toBe(30);
  });

  it('checks the days, and refuses people who do not run payrolls', async () => {
    const member = await f.crewMember();
    const { payroll } = await factories.payroll({ personId: member.person.id });
    const crewToken = await ctx.login(member.credentials);
    const tooLong = await share(payroll.number, tokens.office, { validDays: 91 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('validDays');
    expect((await share(payroll.number, crewToken)).statusCode).toBe(403);
    expect((await share(payroll.number, tokens.planner)).statusCode).toBe(403);
    expect((await share('PR-NONE', tokens.office)).statusCode).toBe(404);
  });
});

describe('GET /public/payrolls', () => {
  it("shows the link's person and their payrolls, newest first, without a login", async () => {
    const { member, paid, open: current, token } = await sharedPayrolls();
    const response = await open('/public/payrolls', token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PublicPayrolls>();
    expect(body.personName).toBe(`${member.person.firstName} ${member.person.lastName}`);
    expect(body.payrolls.map((payroll) => payroll.number)).toEqual([
      current.payroll.number,
      paid.payroll.number,
    ]);
  });

  it('shows nothing without a valid link: missing, unknown, other tenant, expired', async () => {
    const { token } = await sharedPayrolls();
    expect((await open('/public/payrolls', null)).statusCode).toBe(400);
    expect((await open('/public/payrolls', 'x'.repeat(43))).json()).toMatchObject({
      code: 'LINK_INVALID',
    });
    expect((await open('/public/payrolls', token, otherTenantHost)).statusCode).toBe(404);
    ctx.clock.advance(31 * 86_400_000);
    try {
      const expired = await open('/public/payrolls', token);
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toMatchObject({ code: 'LINK_INVALID' });
    } finally {
      ctx.clock.advance(-31 * 86_400_000);
    }
  });
});

describe('GET /public/payrolls/{number}', () => {
  it('shows a payroll of the person with its lines and payments, nothing of the workflow', async () => {
    const { paid, token } = await sharedPayrolls();
    const response = await open(`/public/payrolls/${paid.payroll.number}`, token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PublicPayroll>();
    expect(body.payroll).toMatchObject({ number: paid.payroll.number, status: 'paid' });
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).not.toHaveProperty('feedback');
    expect(body.items[0]).not.toHaveProperty('declineRefusal');
    expect(body.bankTransfers).toEqual([
      expect.objectContaining({ amountCents: paid.payroll.totalCents }),
    ]);
  });

  it("answers 404 for someone else's payroll, even with a valid link", async () => {
    const first = await sharedPayrolls();
    const second = await sharedPayrolls();
    const response = await open(`/public/payrolls/${second.paid.payroll.number}`, first.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
