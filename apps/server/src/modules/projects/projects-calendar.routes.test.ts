import { projectsCalendarSchema, rowsOfColumns } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
let f: CrewDayFactories;

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  for (const local of ['planner', 'crew']) tokens[local] = await ctx.login(demoLogin(local));
});

const calendar = async (query: string, token = tokens.planner) => {
  const response = await ctx.request('GET', `/api/v1/projectsCalendarItems?${query}`, { token });
  expect(response.statusCode).toBe(200);
  return rowsOfColumns(projectsCalendarSchema.parse(response.json()));
};

// Each test has a month of its own, years ahead, which no other test's projects meet.
describe('GET /projectsCalendarItems', () => {
  it('lists every project meeting the period by begin date, with what a bar shows', async () => {
    const project = (name: string, beginDate: string | null, endDate: string | null) =>
      f.project({ name, beginDate, endDate });
    const noBegin = await project('No begin', null, '2031-03-31');
    const long = await project('Long', '2031-01-01', '2031-03-01');
    const before = await project('From before', '2031-02-27', '2031-03-02');
    const noEnd = await project('No end', '2031-03-05', null);
    const inside = await project('Inside', '2031-03-10', '2031-03-11');
    await project('Before', '2031-01-01', '2031-02-28');
    await project('After', '2031-04-01', '2031-04-02');
    await f.project({ name: 'Sick', beginDate: '2031-03-10', internalKind: 'sickness' });

    const shown = await calendar('from=2031-03-01&to=2031-03-31');
    // Without a begin date a project cannot be placed: the list has it, the calendar not.
    expect(shown.map((one) => one.number)).toEqual(
      [long, before, noEnd, inside].map((one) => one.number),
    );
    expect(shown.map((one) => one.number)).not.toContain(noBegin.number);
    expect(shown[3]).toEqual({
      id: inside.id,
      number: inside.number,
      name: 'Inside',
      beginDate: '2031-03-10',
      endDate: '2031-03-11',
      state: 'confirmed',
    });
    expect(await calendar('from=2031-06-01&to=2031-06-30')).toEqual([]);
    // Another tenant's planner, on that tenant's address, sees none of them.
    const other = await ctx.login(demoLogin('planner', 'northwind.crewhub.app'), otherTenantHost);
    const theirs = await ctx.request(
      'GET',
      '/api/v1/projectsCalendarItems?from=2031-03-01&to=2031-03-31',
      { token: other, host: otherTenantHost },
    );
    expect(rowsOfColumns(projectsCalendarSchema.parse(theirs.json()))).toEqual([]);
  });

  it("shows a client only their own company's projects", async () => {
    const client = await f.clientContact();
    const { companyId } = client.contact;
    const ours = await f.project({ beginDate: '2032-05-02', endDate: '2032-05-03', companyId });
    await f.project({ beginDate: '2032-05-02', companyId: (await f.company()).id });
    const token = await ctx.login(client.credentials);
    const shown = await calendar('from=2032-05-01&to=2032-05-31', token);
    expect(shown.map((one) => one.number)).toEqual([ours.number]);
  });

  it('refuses crew with 403 and a period it cannot show with a 400 naming the field', async () => {
    const get = (query: string, token = tokens.planner) =>
      ctx.request('GET', `/api/v1/projectsCalendarItems?${query}`, { token });
    expect((await get('from=2031-03-01&to=2031-03-31', tokens.crew)).statusCode).toBe(403);
    for (const [query, field] of [
      ['from=2031-03-31&to=2031-03-01', 'querystring.to'],
      ['from=2031-01-01&to=2031-12-31', 'querystring.to'],
      ['from=junk&to=2031-03-01', 'querystring.from'],
      ['to=2031-03-01', 'querystring.from'],
    ]) {
      const response = await get(query!);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].field).toBe(field);
    }
  });
});
