import type {
  Activity,
  Page,
  ReceiptDetail,
  ReceiptSummary,
  ReceiptTemplate,
} from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { createReceiptFactories, receiptApi } from '../../testing/receipt-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

// Each test makes its own crew members and receipts; office@, planner@ and Northwind's office@
// stand for their roles. The clock starts on 2026-11-23.
const ctx = useTestApp();
const api = receiptApi(ctx);
const tokens = { office: '', planner: '', northwind: '' };
let f: CrewDayFactories;
let typeId: number;

const newMember = async () => {
  const member = await f.crewMember();
  return { id: member.person.id, token: await ctx.login(member.credentials) };
};
const parking = () => ({
  receiptTypeId: typeId,
  date: '2026-11-20',
  description: 'Parking at the venue',
  items: [{ description: 'Parking P1', amountCents: 1210, taxCents: 210 }],
});
const draftOf = async (token: string) => {
  const response = await api.create(token, parking());
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ReceiptDetail>();
};

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  typeId = (await createReceiptFactories(ctx.handle.db).receiptType({ name: 'Test parking' })).id;
  tokens.office = await ctx.login(demoLogin('office'));
  tokens.planner = await ctx.login(demoLogin('planner'));
  tokens.northwind = await ctx.login(demoLogin('office', 'northwind.crewhub.app'), otherTenantHost);
});

describe('POST /receipts', () => {
  it('makes a numbered draft of my own with its totals', async () => {
    const member = await newMember();
    const receipt = await draftOf(member.token);
    expect(receipt).toMatchObject({
      status: 'draft',
      personId: member.id,
      receiptTypeName: 'Test parking',
      totalCents: 1210,
      taxCents: 210,
      items: [{ description: 'Parking P1', amountCents: 1210, taxCents: 210 }],
      documents: [],
      actions: { edit: true, submit: false, decide: false, delete: true, copy: true },
    });
    expect(receipt.number).toMatch(/^R-2026-\d{5}$/);
    const second = await draftOf(member.token);
    expect(second.number).not.toBe(receipt.number);
  });

  it.each([
    ['items.0.amountCents', { items: [{ description: 'x', amountCents: -1, taxCents: 0 }] }],
    ['items.0.amountCents', { items: [{ description: 'x', amountCents: 9.5, taxCents: 0 }] }],
    ['items.0.taxCents', { items: [{ description: 'x', amountCents: 100, taxCents: 101 }] }],
    ['items', { items: [] }],
    ['date', { date: '2026-02-30' }],
    ['receiptTypeId', { receiptTypeId: 999_999 }],
    ['projectId', { projectId: 999_999 }],
  ])('answers 400 naming body.%s', async (field, change) => {
    const member = await newMember();
    const response = await api.create(member.token, { ...parking(), ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ issues: { field: string }[] }>().issues[0]!.field).toBe(`body.${field}`);
  });

  it('refuses logins without receipts CREATE', async () => {
    expect((await api.create(tokens.planner, parking())).statusCode).toBe(403);
  });
});

describe('receipt lines and documents', () => {
  it('adds, changes and removes lines of a draft, keeping the totals', async () => {
    const member = await newMember();
    const receipt = await draftOf(member.token);
    const added = await api.call('POST', `/receipts/${receipt.number}/items`, member.token, {
      description: 'Exit ticket',
      amountCents: 300,
      taxCents: 0,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<ReceiptDetail>().totalCents).toBe(1510);
    const line = added.json<ReceiptDetail>().items[1]!;
    const changed = await api.call('POST', `/receiptItems/${line.id}`, member.token, {
      description: 'Exit ticket',
      amountCents: 500,
      taxCents: 50,
    });
    expect(changed.json<ReceiptDetail>()).toMatchObject({ totalCents: 1710, taxCents: 260 });
    const removed = await api.call('DELETE', `/receiptItems/${line.id}`, member.token);
    expect(removed.json<ReceiptDetail>().totalCents).toBe(1210);
    const other = await newMember();
    expect((await api.call('DELETE', `/receiptItems/${line.id}`, other.token)).statusCode).toBe(
      404,
    );
  });

  it('stores a photo by its bytes and refuses what is no photo or PDF', async () => {
    const member = await newMember();
    const receipt = await draftOf(member.token);
    const uploaded = await api.upload(member.token, receipt.number);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json<ReceiptDetail>().documents).toEqual([
      expect.objectContaining({ filename: 'receipt.jpg', contentType: 'image/jpeg' }),
    ]);
    const script = await api.upload(member.token, receipt.number, {
      bytes: Buffer.from('#!/bin/sh\necho hi'),
      name: 'photo.jpg',
    });
    expect(script.statusCode).toBe(400);
    expect(script.json<{ code: string }>().code).toBe('UNSUPPORTED_FILE_TYPE');
    const other = await newMember();
    expect((await api.upload(other.token, receipt.number)).statusCode).toBe(404);
  });
});

describe('GET /receipts and /receipts/{number}', () => {
  it('shows crew their own and the office everybody’s, filtered', async () => {
    const member = await newMember();
    const other = await newMember();
    const mine = await draftOf(member.token);
    await draftOf(other.token);
    const list = await api.call('GET', '/receipts', member.token);
    expect(list.json<Page<ReceiptSummary>>().items.map((item) => item.number)).toEqual([
      mine.number,
    ]);
    const office = await api.call(
      'GET',
      `/receipts?personId=${other.id}&status=draft`,
      tokens.office,
    );
    expect(office.json<Page<ReceiptSummary>>().items).toHaveLength(1);
    expect((await api.call('GET', `/receipts/${mine.number}`, other.token)).statusCode).toBe(404);
    expect((await api.call('GET', `/receipts/${mine.number}`, tokens.office)).statusCode).toBe(200);
    const northwind = await ctx.request('GET', `/api/v1/receipts/${mine.number}`, {
      token: tokens.northwind,
      host: otherTenantHost,
    });
    expect(northwind.statusCode).toBe(404);
    expect((await api.call('GET', '/receipts', tokens.planner)).statusCode).toBe(403);
  });

  it('lists the receipt types and a company’s templates', async () => {
    const member = await newMember();
    const types = await api.call('GET', '/receiptTypes', member.token);
    expect(types.json<{ name: string }[]>().map((type) => type.name)).toContain('Test parking');
    const company = await f.company();
    await createReceiptFactories(ctx.handle.db).template({
      companyId: company.id,
      receiptTypeId: typeId,
    });
    const templates = await api.call(
      'GET',
      `/companies/${company.id}/receiptTemplates`,
      member.token,
    );
    expect(templates.json<ReceiptTemplate[]>()).toEqual([
      expect.objectContaining({ name: 'Parking at the venue', receiptTypeId: typeId }),
    ]);
    expect(
      (await api.call('GET', '/companies/999999/receiptTemplates', member.token)).statusCode,
    ).toBe(404);
  });
});

describe('copy and delete', () => {
  it('copies my receipt into a new draft dated today, with the history logged', async () => {
    const member = await newMember();
    const receipt = await draftOf(member.token);
    const copy = await api.step(member.token, receipt.number, 'copy');
    expect(copy.statusCode).toBe(201);
    expect(copy.json<ReceiptDetail>()).toMatchObject({
      status: 'draft',
      date: '2026-11-23',
      totalCents: 1210,
      documents: [],
    });
    const history = await api.call(
      'GET',
      `/receipts/${copy.json<ReceiptDetail>().number}/activities`,
      member.token,
    );
    expect(history.json<Page<Activity>>().items.map((item) => item.category)).toEqual([
      'receipt.copied',
    ]);
    expect((await api.step(tokens.office, receipt.number, 'copy')).statusCode).toBe(403);
  });

  it('deletes drafts only, mine or any for the office', async () => {
    const member = await newMember();
    const receipt = await draftOf(member.token);
    const other = await newMember();
    expect((await api.call('DELETE', `/receipts/${receipt.number}`, other.token)).statusCode).toBe(
      404,
    );
    expect((await api.call('DELETE', `/receipts/${receipt.number}`, member.token)).statusCode).toBe(
      200,
    );
    expect((await api.call('GET', `/receipts/${receipt.number}`, member.token)).statusCode).toBe(
      404,
    );
    const second = await draftOf(member.token);
    expect((await api.call('DELETE', `/receipts/${second.number}`, tokens.office)).statusCode).toBe(
      200,
    );
  });
});
