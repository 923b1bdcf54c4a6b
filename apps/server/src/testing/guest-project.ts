import { beforeAll } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from './crew-day-factories';
import { demoLogin, otherTenantHost, useTestApp, type TestContext } from './test-app';

/**
 * A new client's two-day project with guest access: a build-up crew (09:00-17:00 Amsterdam) and
 * a show day crew, two positions each, one person confirmed on the first position.
 */
export const twoDayGuestProject = async (ctx: TestContext, f: CrewDayFactories) => {
  const client = await f.clientContact();
  const { project, credentials } = await f.guestProject({
    name: 'Summer Stage test',
    companyId: client.contact.companyId,
    contactId: client.contact.id,
    beginDate: '2026-11-21',
    endDate: '2026-11-22',
  });
  const functionId = (await f.jobFunction()).id;
  const positions = [];
  for (const [name, date] of [
    ['Main stage build-up', '2026-11-21'],
    ['Main stage show day', '2026-11-22'],
  ] as const) {
    const crew = await f.crew({ projectId: project.id, name, date });
    for (const startTime of ['09:00', '12:00']) {
      const where = { projectCrewId: crew.id, projectId: project.id, functionId };
      positions.push(await f.position({ ...where, startDate: date, startTime }));
    }
  }
  const person = await f.person();
  await f.assignment({
    projectCrewItemId: positions[0]!.id,
    personId: person.id,
    status: 'confirmed',
  });
  return {
    number: project.number,
    name: project.name,
    positions,
    functionId,
    guest: await ctx.login(credentials),
    client: await ctx.login(client.credentials),
  };
};

/** What the project suites share: the app, tokens, the crew-day factories and request helpers. */
export type ProjectSuite = {
  ctx: TestContext;
  /** planner@ and crew@ of the demo tenant; `northwind` is the other tenant's planner. */
  tokens: Record<string, string>;
  /** Set before the suite's first test. */
  factories: CrewDayFactories;
  get: (url: string, token?: string, host?: string) => ReturnType<TestContext['request']>;
  post: (url: string, body: unknown, token?: string) => ReturnType<TestContext['request']>;
  guestProject: () => ReturnType<typeof twoDayGuestProject>;
};

/** The test app with the logins and helpers of a project suite (call at the file's top level). */
export const useProjectSuite = (): ProjectSuite => {
  const ctx = useTestApp();
  const tokens: Record<string, string> = {};
  const suite = {
    ctx,
    tokens,
    get: (url, token = tokens.planner, host) =>
      ctx.request('GET', `/api/v1${url}`, { token, host }),
    post: (url, body, token = tokens.planner) =>
      ctx.request('POST', `/api/v1${url}`, { token, body }),
    guestProject: () => twoDayGuestProject(ctx, suite.factories),
  } as ProjectSuite;
  beforeAll(async () => {
    suite.factories = createCrewDayFactories(ctx.handle.db);
    for (const local of ['planner', 'crew']) tokens[local] = await ctx.login(demoLogin(local));
    tokens.northwind = await ctx.login(
      demoLogin('planner', 'northwind.crewhub.app'),
      otherTenantHost,
    );
  });
  return suite;
};
