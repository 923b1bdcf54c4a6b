import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, otherTenantHost, testToday, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
type ProjectBody = {
  number: string;
  state: string;
  companyId: number | null;
  endDate: string | null;
  closed: boolean;
  contactId: number | null;
};

let f: CrewDayFactories;
let tags = 0;
/** A word only this test's projects have in their name, to list them with `q`. */
const newTag = () => `Tagged${(tags += 1)}x`;

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  for (const local of ['planner', 'crew']) tokens[local] = await ctx.login(demoLogin(local));
});

const list = async (query = '', token = tokens.planner) =>
  (await ctx.request('GET', `/api/v1/projects${query}`, { token })).json<{
    items: ProjectBody[];
    total: number;
    limit: number;
    page: number;
  }>();
const numbers = (page: { items: ProjectBody[] }) => page.items.map((project) => project.number);

describe('GET /projects', () => {
  it('lists with limit 1000, page 1, without internal projects', async () => {
    const tag = newTag();
    const work = await f.project({ name: `${tag} show` });
    await f.project({ name: `${tag} sick`, number: `I-${tag}`, internalKind: 'sickness' });
    const page = await list(`?q=${tag}`);
    expect(page).toMatchObject({ limit: 1000, page: 1, total: 1 });
    expect(numbers(page)).toEqual([work.number]);
  });

  it('splits ongoing, past and requested tabs', async () => {
    const tag = newTag();
    const project = (name: string, values: Parameters<CrewDayFactories['project']>[0]) =>
      f.project({ name: `${tag} ${name}`, beginDate: '2026-11-01', ...values });
    const ongoing = await project('ongoing', { state: 'confirmed', endDate: testToday });
    const open = await project('open-ended', { state: 'confirmed', endDate: null });
    const past = await project('past', { state: 'confirmed', endDate: '2026-11-22' });
    const quoted = await project('quoted', { state: 'quoted', endDate: '2026-12-01' });
    const draft = await project('draft', { state: 'client_draft', endDate: '2026-12-01' });
    const tab = async (name: string) => numbers(await list(`?q=${tag}&tab=${name}`)).sort();
    expect(await tab('ongoing')).toEqual([ongoing.number, open.number].sort());
    expect(await tab('past')).toEqual([past.number]);
    expect(await tab('requested')).toEqual([quoted.number, draft.number].sort());
  });

  it('filters closed and pages for real', async () => {
    const tag = newTag();
    const closed = await f.project({ name: `${tag} closed`, closed: true });
    for (let n = 0; n < 6; n += 1) await f.project({ name: `${tag} open ${n}` });
    expect(numbers(await list(`?q=${tag}&closed=true`))).toEqual([closed.number]);
    const all = numbers(await list(`?q=${tag}`));
    expect(all).toHaveLength(7);
    expect(numbers(await list(`?q=${tag}&limit=2&page=2`))).toEqual(all.slice(2, 4));
  });

  it('lists by begin date, the past tab latest first, and a page past the end as none', async () => {
    const tag = newTag();
    const project = (name: string, beginDate: string) =>
      f.project({ name: `${tag} ${name}`, beginDate, endDate: '2026-11-20', state: 'confirmed' });
    const middle = await project('middle', '2026-10-10');
    const first = await project('first', '2026-09-01');
    const last = await project('last', '2026-11-01');
    expect(numbers(await list(`?q=${tag}`))).toEqual([first, middle, last].map((p) => p.number));
    expect(numbers(await list(`?q=${tag}&tab=past`))).toEqual(
      [last, middle, first].map((p) => p.number),
    );
    expect(await list(`?q=${tag}&limit=2&page=3`)).toMatchObject({ items: [], total: 3 });
  });

  it('lists and counts the projects meeting a period, long ones and those missing a date too', async () => {
    const tag = newTag();
    const project = (name: string, beginDate: string | null, endDate: string | null) =>
      f.project({ name: `${tag} ${name}`, beginDate, endDate });
    const meeting = [
      await project('inside', '2027-03-10', '2027-03-11'),
      await project('from before', '2027-02-27', '2027-03-02'),
      await project('long', '2027-01-01', '2027-03-01'),
      await project('no begin', null, '2027-03-31'),
      await project('no end', '2027-03-05', null),
    ];
    await project('before', '2027-01-01', '2027-02-28');
    await project('after', '2027-04-01', '2027-04-02');
    await project('no dates', null, null);
    const page = await list(`?q=${tag}&from=2027-03-01&to=2027-03-31`);
    expect(numbers(page).sort()).toEqual(meeting.map((one) => one.number).sort());
    expect(page.total).toBe(meeting.length);
  });

  it('shows a client only their own company and, with scope=my, their own projects', async () => {
    const tag = newTag();
    const client = await f.clientContact();
    const colleague = await f.clientContact({ companyId: client.contact.companyId });
    const companyId = client.contact.companyId;
    const mine = await f.project({ name: `${tag} mine`, companyId, contactId: client.contact.id });
    const ours = await f.project({
      name: `${tag} ours`,
      companyId,
      contactId: colleague.contact.id,
    });
    await f.project({ name: `${tag} theirs`, companyId: (await f.company()).id });
    const token = await ctx.login(client.credentials);
    expect(numbers(await list(`?q=${tag}`, token)).sort()).toEqual(
      [mine.number, ours.number].sort(),
    );
    expect(numbers(await list(`?q=${tag}&scope=my`, token))).toEqual([mine.number]);
  });

  it('refuses crew without projects READ and guests with 403', async () => {
    const guest = await ctx.login((await f.guestProject()).credentials);
    for (const token of [tokens.crew, guest]) {
      expect((await ctx.request('GET', '/api/v1/projects', { token })).statusCode).toBe(403);
    }
  });

  it('answers a bad tab with 400 on querystring.tab', async () => {
    const response = await ctx.request('GET', '/api/v1/projects?tab=soon', {
      token: tokens.planner,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe('querystring.tab');
  });
});

describe('GET /projects/{number}', () => {
  it('lets a project guest open only their own project', async () => {
    const { project, credentials } = await f.guestProject();
    const other = await f.project();
    const guest = await ctx.login(credentials);
    const own = await ctx.request('GET', `/api/v1/projects/${project.number}`, { token: guest });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ number: project.number, name: project.name });
    const url = `/api/v1/projects/${other.number}`;
    expect((await ctx.request('GET', url, { token: guest })).statusCode).toBe(404);
  });

  it("hides another company's project from a client with 404", async () => {
    const client = await f.clientContact();
    const foreign = await f.project({ companyId: (await f.company()).id });
    const token = await ctx.login(client.credentials);
    const url = `/api/v1/projects/${foreign.number}`;
    expect((await ctx.request('GET', url, { token })).statusCode).toBe(404);
  });

  it('answers an unknown number with 404', async () => {
    expect(
      (await ctx.request('GET', '/api/v1/projects/P-1999-999', { token: tokens.planner }))
        .statusCode,
    ).toBe(404);
  });
});

const newProject = {
  name: 'Test Arena Show',
  beginDate: '2026-12-10',
  endDate: '2026-12-11',
  state: 'quoted',
  crews: [
    {
      name: 'Build-up',
      date: '2026-12-10',
      positions: [
        {
          functionId: 0,
          startTime: '08:00',
          endTime: '16:00',
          amountOfRows: 2,
          chargeableHours: 8,
        },
        { functionId: 0, startTime: '10:00', endTime: '18:00' },
      ],
    },
  ],
};

const withFunction = async (body: typeof newProject) => {
  const functions = (
    await ctx.request('GET', '/api/v1/functions', { token: tokens.planner })
  ).json<{ items: { id: number }[] }>();
  const functionId = functions.items[0]!.id;
  return {
    ...body,
    crews: body.crews.map((crew) => ({
      ...crew,
      positions: crew.positions.map((p) => ({ ...p, functionId })),
    })),
  };
};

describe('POST /projects', () => {
  it('creates a project with crews and positions and a new number', async () => {
    const response = await ctx.request('POST', '/api/v1/projects', {
      token: tokens.planner,
      body: await withFunction(newProject),
    });
    expect(response.statusCode).toBe(201);
    const project = response.json<ProjectBody>();
    expect(project.number).toMatch(/^P-2026-\d{3}$/);
    const positions = (
      await ctx.request('GET', `/api/v1/projects/${project.number}/projectCrewItems`, {
        token: tokens.planner,
      })
    ).json();
    expect(positions).toHaveLength(2);
  });

  it('needs start and end time on every position', async () => {
    const body = await withFunction(newProject);
    delete (body.crews[0]!.positions[1] as { startTime?: string }).startTime;
    const response = await ctx.request('POST', '/api/v1/projects', { token: tokens.planner, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({
      field: 'body.crews.0.positions.1.startTime',
      message: 'No start or end time entered on the position',
    });
  });

  it('needs chargeable hours on all positions when created confirmed', async () => {
    const body = { ...(await withFunction(newProject)), state: 'confirmed' };
    const response = await ctx.request('POST', '/api/v1/projects', { token: tokens.planner, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({
      field: 'body.crews.0.positions.1.chargeableHours',
      message: 'Please set chargeable hours for all positions',
    });
  });

  it.each([
    [{ name: '' }, 'body.name'],
    [{ name: 'X', beginDate: '2026-02-30' }, 'body.beginDate'],
    [{ name: 'X', companyId: 999_999 }, 'body.companyId'],
  ])('answers %o with 400 on %s', async (body, field) => {
    const response = await ctx.request('POST', '/api/v1/projects', { token: tokens.planner, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { field: string }) => issue.field)).toContain(field);
  });

  it('refuses a taken number with 409 and crew with 403', async () => {
    const taken = await ctx.request('POST', '/api/v1/projects', {
      token: tokens.planner,
      body: { name: 'Dup', number: (await f.project()).number },
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await ctx.request('POST', '/api/v1/projects', { token: tokens.crew, body: { name: 'X' } }))
        .statusCode,
    ).toBe(403);
  });

  it('gives projects created at the same moment distinct numbers, never a 500', async () => {
    // On PostgreSQL these run on separate connections at once; numbering is serialized.
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        ctx.request('POST', '/api/v1/projects', {
          token: tokens.planner,
          body: { name: `Same moment ${index}`, beginDate: '2031-05-01' },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const numbers = responses.map((response) => response.json<ProjectBody>().number);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers.every((number) => /^P-2031-\d{3}$/.test(number))).toBe(true);
  });

  it('keeps numbering after a hand-picked number with a long sequence', async () => {
    const picked = await ctx.request('POST', '/api/v1/projects', {
      token: tokens.planner,
      body: { name: 'Long number', number: 'P-2032-99999999999999', beginDate: '2032-01-01' },
    });
    expect(picked.statusCode).toBe(201);
    const next = await ctx.request('POST', '/api/v1/projects', {
      token: tokens.planner,
      body: { name: 'After the long number', beginDate: '2032-02-01' },
    });
    expect(next.statusCode).toBe(201);
    expect(next.json<ProjectBody>().number).toBe('P-2032-001');
  });

  it("makes a client's project a draft of their own company", async () => {
    const client = await f.clientContact();
    const response = await ctx.request('POST', '/api/v1/projects', {
      token: await ctx.login(client.credentials),
      body: { name: 'Client request', state: 'confirmed', companyId: null },
    });
    expect(response.statusCode).toBe(201);
    const project = response.json<ProjectBody>();
    expect(project.state).toBe('client_draft');
    expect(project.companyId).toBe(client.contact.companyId);
  });

  it('keeps a project of this tenant invisible on the other tenant', async () => {
    await ctx.request('POST', '/api/v1/projects', {
      token: tokens.planner,
      body: { name: 'Only here', number: 'ONLY-DEMO-1' },
    });
    const northwind = await ctx.login(
      demoLogin('planner', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const response = await ctx.request('GET', '/api/v1/projects/ONLY-DEMO-1', {
      token: northwind,
      host: otherTenantHost,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /projectTypes', () => {
  it('lists project types in use with a default limit of 100', async () => {
    const projectType = newTag();
    for (let n = 0; n < 2; n += 1) await f.project({ projectType });
    const response = await ctx.request('GET', '/api/v1/projectTypes', { token: tokens.planner });
    expect(response.json()).toMatchObject({ limit: 100, page: 1 });
    expect(response.json().items).toContainEqual({ name: projectType, projectCount: 2 });
  });

  it('never offers the internal type of unpaid time off', async () => {
    await f.project({ projectType: 'unpaid', internalKind: 'vacation' });
    const response = await ctx.request('GET', '/api/v1/projectTypes', { token: tokens.planner });
    const names = response.json<{ items: { name: string }[] }>().items.map((item) => item.name);
    expect(names).not.toContain('unpaid');
  });
});
