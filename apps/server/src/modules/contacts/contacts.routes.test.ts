import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { crewRatings, logins } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { createFactories } from '../../testing/factories';
import { demoLogin, otherTenantHost, testToday, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
type Page<T> = { items: T[]; page: number; limit: number; total: number };
type Contact = { id: number; lastName: string; companyId: number };
type PlanningItem = { projectCrewItemId: number; startDate: string; personNames: string[] };

let olivia: Contact;
/** A contact of another company than the client's. */
let stranger: Contact;

const get = (url: string, token = tokens.planner, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.guest = await ctx.login({ projectNumber: 'P-2026-001', password: 'guest2026' });
  for (const local of ['planner', 'client'])
    tokens[`northwind-${local}`] = await ctx.login(
      demoLogin(local, 'northwind.crewhub.app'),
      otherTenantHost,
    );
  const contacts = (await get('/contacts')).json<Page<Contact>>().items;
  olivia = contacts.find((contact) => contact.lastName === 'Smit')!;
  stranger = contacts.find((contact) => contact.companyId !== olivia.companyId)!;
});

describe('GET /contacts', () => {
  it('lists contacts: all for planners, the own company for clients', async () => {
    const all = (await get('/contacts')).json<Page<Contact>>();
    expect(all.total).toBeGreaterThanOrEqual(3);
    const client = (await get('/contacts', tokens.client)).json<Page<Contact>>();
    expect(new Set(client.items.map((contact) => contact.companyId))).toEqual(
      new Set([olivia.companyId]),
    );
    expect((await get('/contacts?q=smit')).json().items[0]).toMatchObject({
      lastName: 'Smit',
      contactNumber: 'C-1004',
    });
    for (const token of [tokens.crew, tokens.guest])
      expect((await get('/contacts', token)).statusCode).toBe(403);
  });

  it("never lists another tenant's contacts", async () => {
    const theirs = (await get('/contacts', tokens['northwind-planner'], otherTenantHost)).json<
      Page<Contact>
    >();
    expect(theirs.items.length).toBeGreaterThan(0);
    expect(theirs.items.some((contact) => contact.id === olivia.id)).toBe(false);
  });
});

describe('GET /contacts/{id}/projects', () => {
  it("lists the contact's projects from 2018", async () => {
    const projects = (await get(`/contacts/${olivia.id}/projects`, tokens.client)).json();
    expect(projects.total).toBeGreaterThan(0);
    expect(
      projects.items.every((project: { contactId: number }) => project.contactId === olivia.id),
    ).toBe(true);
  });
});

describe('GET /contacts/{id}/plannerPlanningItems', () => {
  const monthBack = '2026-10-23';
  const items = (query = '', token = tokens.client) =>
    get(`/contacts/${olivia.id}/plannerPlanningItems${query}`, token);

  it('pages the positions from one month back up to a year ahead', async () => {
    const page = (await items()).json<Page<PlanningItem>>();
    expect(page).toMatchObject({ page: 1, limit: 1000 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.total).toBe(page.items.length);
    expect(page.items[0]).toHaveProperty('personNames');
    expect(page.items.every((item) => item.startDate >= monthBack)).toBe(true);
    expect(page.items.every((item) => item.startDate <= '2027-11-23')).toBe(true);
    const second = (await items('?limit=1&page=2')).json<Page<PlanningItem>>();
    expect(second.total).toBe(page.total);
    expect(second.items.map((item) => item.projectCrewItemId)).toEqual([
      page.items[1]!.projectCrewItemId,
    ]);
  });

  it('stops at `to`, both ends included', async () => {
    const to = testToday;
    const page = (await items(`?to=${to}`)).json<Page<PlanningItem>>();
    expect(page.items.every((item) => item.startDate >= monthBack && item.startDate <= to)).toBe(
      true,
    );
    const all = (await items()).json<Page<PlanningItem>>();
    expect(page.total).toBe(all.items.filter((item) => item.startDate <= to).length);
    expect((await items(`?to=${monthBack}`)).statusCode).toBe(200);
  });

  it.each([
    ['?to=2026-10-22', 'querystring.to'],
    ['?to=tomorrow', 'querystring.to'],
    ['?to=2026-02-30', 'querystring.to'],
    ['?limit=0', 'querystring.limit'],
  ])('answers %s with 400 on %s', async (query, field) => {
    const response = await items(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe(field);
  });

  it('needs planningCrewItemList READ (403) and hides other companies and tenants (404)', async () => {
    expect((await items('', tokens.planner)).statusCode).toBe(403);
    expect(
      (await get(`/contacts/${stranger.id}/plannerPlanningItems`, tokens.client)).statusCode,
    ).toBe(404);
    const other = await get(
      `/contacts/${olivia.id}/plannerPlanningItems`,
      tokens['northwind-client'],
      otherTenantHost,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('GET /contacts/{id}/persons', () => {
  type Person = { id: number; lastName: string; functions: { id: number }[] };

  it("lists the people who worked on the contact's projects", async () => {
    const projects = (await get(`/contacts/${olivia.id}/projects?limit=1000`)).json<
      Page<{ number: string }>
    >().items;
    const confirmed = new Set<number>();
    for (const { number } of projects.slice(0, 3))
      for (const row of (await get(`/projects/${number}/crewBooking`)).json())
        if (row.status === 'confirmed') confirmed.add(row.personId);
    expect(confirmed.size).toBeGreaterThan(0);
    for (const token of [tokens.planner, tokens.client]) {
      const page = (await get(`/contacts/${olivia.id}/persons`, token)).json<Page<Person>>();
      const ids = new Set(page.items.map((person) => person.id));
      expect([...confirmed].every((id) => ids.has(id))).toBe(true);
      expect(page.total).toBe(page.items.length);
    }
    const all = (await get('/persons')).json<Page<Person>>();
    const worked = (await get(`/contacts/${olivia.id}/persons`)).json<Page<Person>>();
    expect(worked.total).toBeLessThan(all.total);
    const someone = worked.items.find((person) => person.functions.length > 0)!;
    const filtered = (
      await get(`/contacts/${olivia.id}/persons?q=${encodeURIComponent(someone.lastName)}`)
    ).json<Page<Person>>();
    expect(filtered.items.map((person) => person.id)).toContain(someone.id);
    expect(filtered.total).toBeLessThan(worked.total);
  });

  it('answers bad filters with 400, crew with 403, other companies and tenants with 404', async () => {
    const bad = await get(`/contacts/${olivia.id}/persons?functionIds=abc`);
    expect(bad.json().issues[0].field).toBe('querystring.functionIds.0');
    for (const token of [tokens.crew, tokens.guest])
      expect((await get(`/contacts/${olivia.id}/persons`, token)).statusCode).toBe(403);
    expect((await get(`/contacts/${stranger.id}/persons`, tokens.client)).statusCode).toBe(404);
    expect(
      (await get(`/contacts/${olivia.id}/persons`, tokens['northwind-planner'], otherTenantHost))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /contacts/{id}/pCrews', () => {
  it("lists the membership crews of the contact's company", async () => {
    for (const token of [tokens.planner, tokens.client]) {
      const page = (await get(`/contacts/${olivia.id}/pCrews`, token)).json<
        Page<{ name: string; companyId: number }>
      >();
      expect(page).toMatchObject({ page: 1, limit: 1000, total: 1 });
      expect(page.items).toEqual([
        expect.objectContaining({ name: 'Ahoy regulars', companyId: olivia.companyId }),
      ]);
    }
    expect((await get(`/contacts/${stranger.id}/pCrews`)).json().items).toEqual([]);
  });

  it('answers crew with 403, other companies and tenants with 404, bad ids with 400', async () => {
    for (const token of [tokens.crew, tokens.guest])
      expect((await get(`/contacts/${olivia.id}/pCrews`, token)).statusCode).toBe(403);
    expect((await get(`/contacts/${stranger.id}/pCrews`, tokens.client)).statusCode).toBe(404);
    expect(
      (await get(`/contacts/${olivia.id}/pCrews`, tokens['northwind-planner'], otherTenantHost))
        .statusCode,
    ).toBe(404);
    expect((await get('/contacts/abc/pCrews')).json().issues[0].field).toBe('params.id');
  });
});

describe('GET /contacts/{id}/documents', () => {
  type Document = {
    id: number;
    companyId: number | null;
    category: string;
    status: string;
    documentDate: string;
  };

  it("lists the company's documents newest first: all for planners, approved for clients", async () => {
    const planner = (await get(`/contacts/${olivia.id}/documents`)).json<Page<Document>>();
    expect(planner.total).toBeGreaterThan(0);
    expect(planner.items.every((doc) => doc.companyId === olivia.companyId)).toBe(true);
    const dates = planner.items.map((doc) => doc.documentDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(planner.items.some((doc) => doc.category === 'calculation')).toBe(true);
    const client = (await get(`/contacts/${olivia.id}/documents`, tokens.client)).json<
      Page<Document>
    >();
    expect(client.total).toBeGreaterThan(0);
    expect(client.total).toBeLessThan(planner.total);
    expect(
      client.items.every((doc) => doc.status === 'approved' && doc.category !== 'calculation'),
    ).toBe(true);
    const second = (await get(`/contacts/${olivia.id}/documents?limit=1&page=2`)).json<
      Page<Document>
    >();
    expect(second.items.map((doc) => doc.id)).toEqual([planner.items[1]!.id]);
  });

  it('needs projectAttachments READ (403) and hides other companies and tenants (404)', async () => {
    for (const token of [tokens.crew, tokens.guest])
      expect((await get(`/contacts/${olivia.id}/documents`, token)).statusCode).toBe(403);
    expect((await get(`/contacts/${stranger.id}/documents`, tokens.client)).statusCode).toBe(404);
    expect((await get(`/contacts/${olivia.id}/documents?limit=x`)).json().issues[0].field).toBe(
      'querystring.limit',
    );
  });
});

describe("another company's or tenant's contact", () => {
  it.each(['projects', 'persons', 'pCrews', 'documents'])(
    'answers /contacts/{id}/%s with 404',
    async (path) => {
      expect((await get(`/contacts/${stranger.id}/${path}`, tokens.client)).statusCode).toBe(404);
      const other = await get(
        `/contacts/${olivia.id}/${path}`,
        tokens['northwind-planner'],
        otherTenantHost,
      );
      expect(other.statusCode).toBe(404);
    },
  );
});

describe('GET /contacts/{id}/valueStaff', () => {
  type Valued = { personId: number; averageRatingHundredths: number; ratingCount: number };

  it('lists the crew the contact rated, best average first', async () => {
    const f = createFactories(ctx.handle.db);
    const [login] = await withTenant(ctx.handle.db, 1, (tx) =>
      tx.select({ id: logins.id }).from(logins).where(eq(logins.contactId, olivia.id)),
    );
    const good = await f.person();
    const best = await f.person();
    await withTenant(ctx.handle.db, 1, (tx) =>
      tx.insert(crewRatings).values(
        [
          [good.id, 4],
          [good.id, 3],
          [best.id, 5],
        ].map(([personId, value]) => ({
          tenantId: 1,
          personId: personId!,
          value: value!,
          ratedByLoginId: login!.id,
        })),
      ),
    );
    for (const token of [tokens.planner, tokens.client]) {
      const page = (await get(`/contacts/${olivia.id}/valueStaff?limit=1000`, token)).json<
        Page<Valued>
      >();
      const mine = page.items.filter((item) => [good.id, best.id].includes(item.personId));
      expect(mine).toMatchObject([
        { personId: best.id, averageRatingHundredths: 500, ratingCount: 1 },
        { personId: good.id, averageRatingHundredths: 350, ratingCount: 2 },
      ]);
      expect(page.total).toBe(page.items.length);
    }
    const ofStranger = (await get(`/contacts/${stranger.id}/valueStaff`)).json<Page<Valued>>();
    expect(ofStranger.items.map((item) => item.personId)).not.toContain(best.id);
  });

  it('answers guests with 403, crew, other companies and tenants with 404, bad paging with 400', async () => {
    expect((await get(`/contacts/${olivia.id}/valueStaff`, tokens.crew)).statusCode).toBe(404);
    expect((await get(`/contacts/${olivia.id}/valueStaff`, tokens.guest)).statusCode).toBe(403);
    expect((await get(`/contacts/${stranger.id}/valueStaff`, tokens.client)).statusCode).toBe(404);
    expect(
      (await get(`/contacts/${olivia.id}/valueStaff`, tokens['northwind-planner'], otherTenantHost))
        .statusCode,
    ).toBe(404);
    const bad = await get(`/contacts/${olivia.id}/valueStaff?limit=0`);
    expect(bad.json().issues[0].field).toBe('querystring.limit');
  });
});

describe('GET /personsClientRelated', () => {
  type Person = { id: number };

  it("lists who worked on a company's projects: planners name it, clients get their own", async () => {
    const planner = (await get(`/personsClientRelated?companyId=${olivia.companyId}`)).json<
      Page<Person>
    >();
    const client = (await get('/personsClientRelated', tokens.client)).json<Page<Person>>();
    expect(planner.total).toBeGreaterThan(0);
    expect(client.items.map((person) => person.id)).toEqual(
      planner.items.map((person) => person.id),
    );
    const all = (await get('/persons?limit=1')).json<Page<Person>>();
    expect(planner.total).toBeLessThan(all.total);
  });

  it('needs a company from planners (400), hides others (404), refuses crew (403)', async () => {
    const missing = await get('/personsClientRelated');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].field).toBe('querystring.companyId');
    expect(
      (await get(`/personsClientRelated?companyId=${stranger.companyId}`, tokens.client))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          `/personsClientRelated?companyId=${olivia.companyId}`,
          tokens['northwind-planner'],
          otherTenantHost,
        )
      ).statusCode,
    ).toBe(404);
    expect((await get('/personsClientRelated', tokens.crew)).statusCode).toBe(403);
  });
});
