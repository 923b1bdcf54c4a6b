import type { Faq, Page } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { createFaqFactories } from '../../testing/faq-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let f: CrewDayFactories;
let faqF: ReturnType<typeof createFaqFactories>;
let crew: string;
let office: string;

const search = async (token: string, query: string) => {
  const response = await ctx.request('GET', `/api/v1/faq?${query}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json<Page<Faq>>();
};
const questions = async (token: string, query: string) =>
  (await search(token, query)).items.map((faq) => faq.question);

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  faqF = createFaqFactories(ctx.handle.db);
  crew = await ctx.login((await f.crewMember({}, { language: 'nl' })).credentials);
  office = await ctx.login(demoLogin('office'));
});

describe('GET /faq', () => {
  it('finds Dutch FAQs by a word of the answer, stemmed and ranked question first', async () => {
    const inAnswer = await faqF.faq({
      language: 'nl',
      question: 'Hoe werkt de rooster-app?',
      answer: 'Je ziet je zonnebloemdagen in de agenda.',
    });
    const inQuestion = await faqF.faq({
      language: 'nl',
      question: 'Wat zijn zonnebloemdagen?',
      answer: 'Extra vrije dagen.',
    });
    const page = await search(crew, 'q=zonnebloemdag');
    expect(page.items.map((faq) => faq.id)).toEqual([inQuestion.id, inAnswer.id]);
    expect(page.total).toBe(2);
    // Part of a word still finds it.
    expect(await questions(crew, 'q=zonnebloem')).toContain('Wat zijn zonnebloemdagen?');
  });

  it('shows only FAQs for my login type and company', async () => {
    const word = 'kangoeroeregel';
    await faqF.faq({ language: 'nl', question: `Iedereen ${word}?`, loginTypes: [] });
    await faqF.faq({ language: 'nl', question: `Crew ${word}?`, loginTypes: ['crew', 'office'] });
    const forClients = await faqF.faq({
      language: 'nl',
      question: `Klanten ${word}?`,
      loginTypes: ['clients'],
    });
    expect((await questions(crew, `q=${word}`)).sort()).toEqual([
      `Crew ${word}?`,
      `Iedereen ${word}?`,
    ]);
    const detail = await ctx.request('GET', `/api/v1/faq/${forClients.id}`, { token: crew });
    expect(detail.statusCode).toBe(404);

    const mine = await f.clientContact();
    const other = await f.clientContact();
    const ownFaq = await faqF.faq({
      question: 'Company walrus rule?',
      companyId: mine.contact.companyId,
    });
    const client = await ctx.login(mine.credentials);
    const otherClient = await ctx.login(other.credentials);
    expect(await questions(client, 'q=walrus&language=en')).toEqual(['Company walrus rule?']);
    expect(await questions(otherClient, 'q=walrus&language=en')).toEqual([]);
    expect(await questions(crew, 'q=walrus&language=en')).toEqual([]);
    const hidden = await ctx.request('GET', `/api/v1/faq/${ownFaq.id}`, { token: otherClient });
    expect(hidden.statusCode).toBe(404);
  });

  it('falls back to English when I have no FAQ in my language, and filters by category', async () => {
    const category = await faqF.category();
    await faqF.faq({ question: 'What is the pelican rule?', categoryIds: [category.id] });
    await faqF.faq({ question: 'Another pelican rule?' });
    expect(await questions(crew, 'q=pelican&language=es')).toHaveLength(2);
    const inCategory = await search(crew, `q=pelican&language=es&categoryId=${category.id}`);
    expect(inCategory.items).toMatchObject([
      { question: 'What is the pelican rule?', categories: [{ id: category.id }] },
    ]);
    await faqF.faq({ question: '¿Qué es la regla?', language: 'es' });
    expect(await questions(crew, 'q=pelican&language=es')).toEqual([]);
  });

  it('lists every FAQ to editors only and refuses bad queries', async () => {
    const forClients = await faqF.faq({ question: 'Editor flamingo?', loginTypes: ['clients'] });
    const page = await search(office, 'view=editor&q=flamingo');
    expect(page.items.map((faq) => faq.id)).toContain(forClients.id);
    const refused = await ctx.request('GET', '/api/v1/faq?view=editor', { token: crew });
    expect(refused.statusCode).toBe(403);
    const bad = await ctx.request('GET', '/api/v1/faq?language=xx', { token: crew });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('language');
    const anonymous = await ctx.request('GET', '/api/v1/faq');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /faq and /faq/{id}', () => {
  const body = (change: Record<string, unknown> = {}) => ({
    question: 'How do I park at the venue?',
    answer: 'Use **P3**. <script>alert(1)</script>',
    language: 'en',
    loginTypes: ['clients'],
    tags: ['parking'],
    ...change,
  });

  it('lets the office create and edit an FAQ, stored as written', async () => {
    const category = await faqF.category('Test parking');
    const created = await ctx.request('POST', '/api/v1/faq', {
      token: office,
      body: body({ categoryIds: [category.id] }),
    });
    expect(created.statusCode).toBe(201);
    const faq = created.json<Faq>();
    expect(faq).toMatchObject({
      companyId: null,
      loginTypes: ['clients'],
      tags: ['parking'],
      categories: [{ id: category.id, name: 'Test parking' }],
      answer: 'Use **P3**. <script>alert(1)</script>',
    });
    const changed = await ctx.request('POST', `/api/v1/faq/${faq.id}`, {
      token: office,
      body: body({ question: 'Where do I park?', loginTypes: [], categoryIds: [] }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Faq>()).toMatchObject({ question: 'Where do I park?', categories: [] });
    const read = await ctx.request('GET', `/api/v1/faq/${faq.id}`, { token: crew });
    expect(read.json<Faq>().question).toBe('Where do I park?');
  });

  it.each([
    [{ question: ' ' }, 'question'],
    [{ categoryIds: [2_000_000] }, 'categoryIds'],
    [{ companyId: 2_000_000 }, 'companyId'],
    [{ tags: ['two words'] }, 'tags'],
    [{ loginTypes: ['guests'] }, 'loginTypes'],
  ])('refuses %j naming %s', async (change, field) => {
    const response = await ctx.request('POST', '/api/v1/faq', {
      token: office,
      body: body(change),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
  });

  it('refuses crew, unknown ids and other tenants', async () => {
    const refused = await ctx.request('POST', '/api/v1/faq', { token: crew, body: body() });
    expect(refused.statusCode).toBe(403);
    const unknown = await ctx.request('POST', '/api/v1/faq/2000000', {
      token: office,
      body: body(),
    });
    expect(unknown.statusCode).toBe(404);
    const faq = await faqF.faq();
    const northwind = await ctx.login(
      demoLogin('office', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    for (const [method, body_] of [
      ['GET', undefined],
      ['POST', body()],
    ] as const) {
      const response = await ctx.request(method, `/api/v1/faq/${faq.id}`, {
        token: northwind,
        host: otherTenantHost,
        body: body_,
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('GET /categories', () => {
  it('lists the help centre categories to readers', async () => {
    const category = await faqF.category('Test zebra topics');
    const response = await ctx.request('GET', '/api/v1/categories?limit=1000', { token: crew });
    expect(response.statusCode).toBe(200);
    expect(response.json<Page<{ id: number }>>().items).toContainEqual({
      id: category.id,
      name: 'Test zebra topics',
    });
    const guestless = await ctx.request('GET', '/api/v1/categories?limit=0', { token: crew });
    expect(guestless.statusCode).toBe(400);
  });
});
