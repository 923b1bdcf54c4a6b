import type { Activity, Page, PayrollItem, ReceiptDetail } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { lastMailTo } from '../../testing/outbox';
import { createPayrollFactories } from '../../testing/payroll-factories';
import { createReceiptFactories, receiptApi } from '../../testing/receipt-factories';
import { demoLogin, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const api = receiptApi(ctx);
let office = '';
let f: CrewDayFactories;
let typeId: number;

type Member = { id: number; email: string; token: string };
const newMember = async (): Promise<Member> => {
  const member = await f.crewMember();
  return {
    id: member.person.id,
    email: member.person.email!,
    token: await ctx.login(member.credentials),
  };
};
const expectCode = (
  response: { statusCode: number; body: string },
  status: number,
  code: string,
) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body)).toMatchObject({ code });
};

/** A draft of the member's, with its photo unless told otherwise. */
const draft = async (member: Member, withPhoto = true) => {
  const created = await api.create(member.token, {
    receiptTypeId: typeId,
    date: '2026-11-18',
    items: [{ description: 'Train ticket', amountCents: 2180, taxCents: 185 }],
  });
  const receipt = created.json<ReceiptDetail>();
  if (withPhoto) expect((await api.upload(member.token, receipt.number)).statusCode).toBe(201);
  return receipt.number;
};
const submitted = async (member: Member) => {
  const number = await draft(member);
  expect((await api.step(member.token, number, 'submission')).statusCode).toBe(200);
  return number;
};

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  typeId = (await createReceiptFactories(ctx.handle.db).receiptType({ name: 'Test travel' })).id;
  office = await ctx.login(demoLogin('office'));
});

describe('POST /receipts/{number}/submission', () => {
  it('needs a photo or PDF, then hands the draft to the office once', async () => {
    const member = await newMember();
    const number = await draft(member, false);
    expectCode(await api.step(member.token, number, 'submission'), 409, 'RECEIPT_WITHOUT_DOCUMENT');
    await api.upload(member.token, number);
    const sent = await api.step(member.token, number, 'submission');
    expect(sent.json<ReceiptDetail>()).toMatchObject({
      status: 'submitted',
      actions: { edit: false, submit: false, delete: false },
    });
    expectCode(await api.step(member.token, number, 'submission'), 409, 'RECEIPT_NOT_DRAFT');
    expectCode(await api.upload(member.token, number), 409, 'RECEIPT_NOT_DRAFT');
    expectCode(
      await api.call('DELETE', `/receipts/${number}`, member.token),
      409,
      'RECEIPT_NOT_DRAFT',
    );
    const item = sent.json<ReceiptDetail>().items[0]!;
    const change = { description: 'Train', amountCents: 1, taxCents: 0 };
    expectCode(
      await api.call('POST', `/receiptItems/${item.id}`, member.token, change),
      409,
      'RECEIPT_NOT_DRAFT',
    );
  });

  it('lets only the receipt’s own person submit it', async () => {
    const member = await newMember();
    const number = await draft(member);
    expect((await api.step(office, number, 'submission')).statusCode).toBe(403);
  });
});

describe('POST /receipts/{number}/approval', () => {
  it('puts the total on the person’s next payroll waiting for confirmation', async () => {
    const member = await newMember();
    const payrolls = createPayrollFactories(ctx.handle.db);
    await payrolls.payroll({ personId: member.id, periodStart: '2026-09-01', status: 'paid' });
    const { payroll } = await payrolls.payroll({ personId: member.id, periodStart: '2026-10-01' });
    const number = await submitted(member);
    expect((await api.step(member.token, number, 'approval')).statusCode).toBe(403);
    const approved = await api.step(office, number, 'approval');
    expect(approved.json<ReceiptDetail>()).toMatchObject({
      status: 'approved',
      payrollNumber: payroll.number,
      decidedBy: 'Lucas Visser',
    });
    const lines = await api.call('GET', `/payrolls/${payroll.number}/items`, member.token);
    expect(lines.json<Page<PayrollItem>>().items).toContainEqual(
      expect.objectContaining({
        description: `Receipt ${number} - Test travel`,
        addOnCents: 2180,
        totalCents: 2180,
      }),
    );
    const detail = await api.call('GET', `/payrolls/${payroll.number}`, member.token);
    expect(detail.json<{ totalCents: number }>().totalCents).toBe(payroll.totalCents + 2180);
    expectCode(await api.step(office, number, 'approval'), 409, 'RECEIPT_NOT_SUBMITTED');
    const history = await api.call('GET', `/receipts/${number}/activities`, member.token);
    expect(
      history
        .json<Page<Activity>>()
        .items.map((item) => item.category)
        .sort(),
    ).toEqual(['receipt.approved', 'receipt.created', 'receipt.submitted']);
  });

  it('opens the month’s payroll when none waits and tells the person it is ready', async () => {
    const member = await newMember();
    const number = await submitted(member);
    const approved = await api.step(office, number, 'approval');
    const payrollNumber = `PR-2026-11-${String(member.id).padStart(4, '0')}`;
    expect(approved.json<ReceiptDetail>().payrollNumber).toBe(payrollNumber);
    const mail = await lastMailTo(ctx.handle.db, member.email);
    expect(mail).toMatchObject({ category: 'payrolls' });
    expect(mail!.body).toContain(`/payrolls/${payrollNumber}`);
  });

  it('refuses drafts with 409', async () => {
    const member = await newMember();
    expectCode(
      await api.step(office, await draft(member), 'approval'),
      409,
      'RECEIPT_NOT_SUBMITTED',
    );
  });
});

describe('POST /receipts/{number}/rejection', () => {
  it('rejects with a reason the person reads, once', async () => {
    const member = await newMember();
    const number = await submitted(member);
    expect((await api.reject(office, number, '  ')).statusCode).toBe(400);
    expect((await api.reject(member.token, number, 'No')).statusCode).toBe(403);
    const rejected = await api.reject(office, number, 'Fuel is paid by the travel allowance');
    expect(rejected.json<ReceiptDetail>()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Fuel is paid by the travel allowance',
      payrollNumber: null,
    });
    const mine = await api.call('GET', `/receipts/${number}`, member.token);
    expect(mine.json<ReceiptDetail>().actions).toMatchObject({ copy: true, edit: false });
    expectCode(await api.reject(office, number, 'Again'), 409, 'RECEIPT_NOT_SUBMITTED');
  });
});
