import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
type Named = { id: number; name: string };
type RateCard = Named & { companyId: number | null };
const lists: { branch: Named; catering: Named; cards: RateCard[]; companies: number[] } = {
  branch: { id: 0, name: '' },
  catering: { id: 0, name: '' },
  cards: [],
  companies: [],
};

const get = async (url: string, token = tokens.planner, host?: string) =>
  (await ctx.request('GET', `/api/v1${url}`, { token, host })).json();
const post = (url: string, body: unknown, token = tokens.planner) =>
  ctx.request('POST', `/api/v1${url}`, { token, body });
const cardOf = (companyId: number | null) =>
  lists.cards.find((card) => card.companyId === companyId)!;

beforeAll(async () => {
  for (const local of ['planner', 'client']) tokens[local] = await ctx.login(demoLogin(local));
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
  lists.branch = (await get('/branches')).items[0];
  lists.catering = (await get('/cateringAgreementTypes')).items[0];
  lists.cards = (await get('/rateCards')).items;
  lists.companies = [
    ...new Set(lists.cards.flatMap((card) => (card.companyId ? [card.companyId] : []))),
  ];
});

describe('project branch, default catering type and rate card', () => {
  it('saves them by id and answers with their names', async () => {
    const companyId = lists.companies[0]!;
    const card = cardOf(companyId);
    const response = await post('/projects', {
      name: 'Referenced',
      companyId,
      branchId: lists.branch.id,
      defaultCateringTypeId: lists.catering.id,
      rateCardId: card.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      branchId: lists.branch.id,
      branchName: lists.branch.name,
      defaultCateringTypeId: lists.catering.id,
      defaultCateringTypeName: lists.catering.name,
      rateCardId: card.id,
      rateCardName: card.name,
    });
    const general = await post('/projects', {
      name: 'General card, any client',
      companyId: lists.companies[1],
      rateCardId: cardOf(null).id,
    });
    expect(general.statusCode).toBe(201);
  });

  it.each([
    ['branchId', 'Unknown branch'],
    ['defaultCateringTypeId', 'Unknown catering agreement type'],
    ['rateCardId', 'Unknown rate card'],
  ])('refuses an unknown or other tenant %s with 400 on the field', async (field, message) => {
    const theirs = {
      branchId: (await get('/branches', tokens.northwind, otherTenantHost)).items[0].id,
      defaultCateringTypeId: (
        await get('/cateringAgreementTypes', tokens.northwind, otherTenantHost)
      ).items[0].id,
      rateCardId: (await get('/rateCards', tokens.northwind, otherTenantHost)).items[0].id,
    }[field];
    for (const id of [999_999, theirs]) {
      const response = await post('/projects', { name: 'Bad reference', [field]: id });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([{ field: `body.${field}`, message }]);
    }
  });

  it("refuses another company's rate card, also when only the company changes", async () => {
    const [first, second] = lists.companies as [number, number];
    const refused = await post('/projects', {
      name: 'Wrong card',
      companyId: first,
      rateCardId: cardOf(second).id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { field: 'body.rateCardId', message: 'The rate card belongs to another company' },
    ]);
    const withoutCompany = await post('/projects', {
      name: 'No client',
      rateCardId: cardOf(second).id,
    });
    expect(withoutCompany.json().issues[0].field).toBe('body.rateCardId');
    const project = (
      await post('/projects', {
        name: 'Moves client',
        companyId: first,
        rateCardId: cardOf(first).id,
      })
    ).json();
    const moved = await post(`/projects/${project.number}`, { companyId: second });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().issues[0].field).toBe('body.rateCardId');
    const cleared = await post(`/projects/${project.number}`, {
      companyId: second,
      rateCardId: null,
    });
    expect(cleared.json()).toMatchObject({
      companyId: second,
      rateCardId: null,
      rateCardName: null,
    });
  });

  it('lets a client file a draft under a branch, but not choose a rate card (403)', async () => {
    const draft = await post(
      '/projects',
      { name: 'Client draft', branchId: lists.branch.id, defaultCateringTypeId: lists.catering.id },
      tokens.client,
    );
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ state: 'client_draft', branchName: lists.branch.name });
    const priced = await post(
      '/projects',
      { name: 'Client draft', rateCardId: cardOf(null).id },
      tokens.client,
    );
    expect(priced.statusCode).toBe(403);
  });
});
