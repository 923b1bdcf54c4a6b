import type { AgendaItem, CrewInfo, HomeDashboard } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { createDocumentFactories } from '../../testing/document-factories';
import { createFormFactories } from '../../testing/form-factories';
import { createPayrollFactories } from '../../testing/payroll-factories';
import { crewInfoItems } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { withoutRight } from '../../testing/rights-removal';
import { countStatements } from '../../testing/statement-counter';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

// The clock stands at 2026-11-23T09:00Z, 10:00 in Amsterdam.
const ctx = useTestApp();
const statements = countStatements();
let f: CrewDayFactories;

const job = async (
  personId: number,
  date: string,
  status: 'requested' | 'confirmed' | 'applied',
  position: { startTime?: string; endTime?: string; crewInfoExternal?: string } = {},
) => {
  const setup = await f.crewWithPosition({
    date,
    position,
    project: { beginDate: date, endDate: date },
  });
  return f.assignment({ projectCrewItemId: setup.position.id, personId, status });
};

/** Jobs by assignment id, crews led as crew-{id}. */
const ids = (items: AgendaItem[]) =>
  items.map((item) => (item.kind === 'job' ? item.id : `crew-${item.projectCrewId}`));

const homeOf = async (token: string) => {
  const response = await ctx.request('GET', '/api/v1/home', { token });
  expect(response.statusCode).toBe(200);
  return response.json<HomeDashboard>();
};

/** A new crew member with a payroll to confirm and two forms to fill. */
const withPaperwork = async () => {
  const member = await f.crewMember();
  const personId = member.person.id;
  await createPayrollFactories(ctx.handle.db).payroll({ personId, periodStart: '2026-10-01' });
  const forms = createFormFactories(ctx.handle.db);
  for (const [name, kind, dueDate] of [
    ['Working at height briefing', 'training', '2026-12-07'],
    ['Crew intake', 'general', '2026-11-28'],
  ] as const) {
    const { form } = await forms.form({ name, kind });
    await forms.result({ formId: form.id, personId, dueDate });
  }
  return member;
};

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
});

describe('GET /home', () => {
  it('aggregates the blocks of the home screen for a crew member', async () => {
    const { person, credentials } = await f.crewMember();
    const personId = person.id;
    const firstVisit = await ctx.login(credentials);
    const first = await ctx.request('GET', '/api/v1/home', { token: firstVisit });
    expect(first.statusCode).toBe(200);
    expect(first.json<HomeDashboard>()).toMatchObject({ lastVisitAt: null, now: [], warnings: [] });

    const running = await job(personId, '2026-11-23', 'confirmed', {
      crewInfoExternal: 'Bring gloves',
    });
    const tomorrow = await job(personId, '2026-11-24', 'requested');
    const clash = await job(personId, '2026-11-24', 'confirmed', {
      startTime: '12:00',
      endTime: '20:00',
    });
    const blocked = await job(personId, '2026-11-26', 'confirmed');
    await f.blockDate({ personId, startDate: '2026-11-26' });
    const applied = await job(personId, '2026-11-27', 'applied');

    const token = await ctx.login(credentials);
    const response = await ctx.request('GET', '/api/v1/home', { token });
    expect(response.statusCode).toBe(200);
    const home = response.json<HomeDashboard>();

    expect(home.lastVisitAt).not.toBeNull();
    expect(ids(home.now)).toEqual([running.id]);
    expect(home.jobsToConfirm.map((each) => each.id)).toEqual([tomorrow.id]);
    expect(ids(home.ongoingAndNextJobs)).toEqual([running.id, clash.id, blocked.id]);
    expect(home.ongoingProjects).toEqual([
      expect.objectContaining({ via: { kind: 'job', id: running.id } }),
    ]);
    expect(home.warnings.map((warning) => [warning.code, warning.jobId])).toEqual(
      expect.arrayContaining([
        ['NOT_CHECKED_IN', running.id],
        ['JOB_TO_CONFIRM_SOON', tomorrow.id],
        ['DOUBLE_BOOKING', tomorrow.id],
        ['JOB_ON_UNAVAILABLE_DATE', blocked.id],
      ]),
    );
    // Assignments made since the last visit show as changes, the application included.
    expect(home.changes.map((change) => change.jobId)).toEqual(
      expect.arrayContaining([running.id, tomorrow.id, applied.id]),
    );
    expect(home).toMatchObject({
      // A new crew member has no payroll yet and was asked no forms.
      payrollsToConfirm: [],
      formsToFill: [],
      documentsToSign: [],
      // Crew get no planning calendar: its bars open projects they may not read.
      shortcuts: [expect.objectContaining({ path: '/HelpCenter' })],
    });
  });

  it('leaves time off out of the job blocks and warns of work on a day off', async () => {
    const member = await f.crewMember();
    const timeOff = async (date: string, internalKind: 'sickness' | 'bank_holiday') => {
      const setup = await f.crewWithPosition({
        date,
        project: { internalKind, beginDate: date, endDate: date },
      });
      return f.assignment({
        projectCrewItemId: setup.position.id,
        personId: member.person.id,
        status: 'confirmed',
      });
    };
    const today = await timeOff('2026-11-23', 'sickness');
    await timeOff('2026-11-25', 'bank_holiday');
    const setup = await f.crewWithPosition({ date: '2026-11-25' });
    const work = await f.assignment({
      projectCrewItemId: setup.position.id,
      personId: member.person.id,
      status: 'confirmed',
    });
    const home = await homeOf(await ctx.login(member.credentials));
    expect(home.now).toEqual([]);
    expect(ids(home.ongoingAndNextJobs)).toEqual([work.id]);
    expect(home.ongoingProjects).toEqual([]);
    expect(home.changes.map((change) => change.jobId)).not.toContain(today.id);
    expect(home.warnings).toEqual([
      expect.objectContaining({ code: 'JOB_ON_DAY_OFF', jobId: work.id, date: '2026-11-25' }),
    ]);
  });

  it('shows crews I lead beside my jobs, once, opening the crew', async () => {
    const chief = await f.crewMember();
    const chiefId = chief.person.id;
    // Leading today's crew (08:00-17:00, running now) without a position on it.
    const leading = await f.crewWithPosition({
      date: '2026-11-23',
      crewChiefPersonId: chiefId,
      project: { beginDate: '2026-11-22', endDate: '2026-11-24' },
    });
    // Leading tomorrow's crew and working on it: it shows once, as the job.
    const working = await f.crewWithPosition({ date: '2026-11-24', crewChiefPersonId: chiefId });
    const job = await f.assignment({
      projectCrewItemId: working.position.id,
      personId: chiefId,
      status: 'confirmed',
    });
    // Ended yesterday: not shown.
    await f.crewWithPosition({ date: '2026-11-22', crewChiefPersonId: chiefId });

    const home = await homeOf(await ctx.login(chief.credentials));
    expect(ids(home.now)).toEqual([`crew-${leading.crew.id}`]);
    expect(ids(home.ongoingAndNextJobs)).toEqual([`crew-${leading.crew.id}`, job.id]);
    expect(home.now[0]).toMatchObject({
      kind: 'crew',
      name: leading.crew.name,
      project: { number: leading.project.number },
      startDate: '2026-11-23',
      startTime: '08:00',
      endTime: '17:00',
      startsAt: '2026-11-23T07:00:00.000Z',
    });
    expect(home.ongoingProjects).toEqual([
      expect.objectContaining({
        number: leading.project.number,
        via: { kind: 'crew', id: leading.crew.id },
      }),
    ]);
  });

  it('asks for papers the office wants from crew and for rejected uploads again', async () => {
    const documents = createDocumentFactories(ctx.handle.db, ctx.storage);
    const askedOfCrew = { category: 'crew_member', parameters: { requiredFor: 'crew' } } as const;
    const idCard = await documents.documentType({ ...askedOfCrew, name: 'Test ID card' });
    const permit = await documents.documentType({ ...askedOfCrew, name: 'Test work permit' });
    const licence = await documents.documentType({ category: 'crew_member', name: 'Test licence' });
    const mine = [idCard.id, permit.id, licence.id];
    const member = await f.crewMember();
    const token = await ctx.login(member.credentials);
    // The tenant's own types asked of crew show too; these are the test's.
    const toUpload = async () =>
      (await homeOf(token)).documentsToUpload.filter((item) => mine.includes(item.typeId));
    expect(await toUpload()).toEqual([
      { typeId: idCard.id, typeName: 'Test ID card', rejected: null },
      { typeId: permit.id, typeName: 'Test work permit', rejected: null },
    ]);

    const own = { personId: member.person.id };
    await documents.document({ ...own, typeId: idCard.id, status: 'pending' });
    const blurry = await documents.document({
      ...own,
      typeId: licence.id,
      name: 'Blurry licence',
      status: 'rejected',
    });
    expect(await toUpload()).toEqual([
      {
        typeId: licence.id,
        typeName: 'Test licence',
        rejected: { id: blurry.id, name: 'Blurry licence' },
      },
      { typeId: permit.id, typeName: 'Test work permit', rejected: null },
    ]);

    // A planner's login types are not asked for crew papers.
    const planner = await homeOf(await ctx.login(demoLogin('planner')));
    expect(planner.documentsToUpload).toEqual([]);
  });

  it('shows the payroll to confirm and the forms to fill, soonest due first', async () => {
    const member = await withPaperwork();
    const home = await homeOf(await ctx.login(member.credentials));
    expect(home.payrollsToConfirm).toEqual([
      expect.objectContaining({
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
        status: 'to_confirm',
        declinedItemCount: 0,
      }),
    ]);
    expect(home.payrollsToConfirm[0]!.totalCents).toBeGreaterThan(0);
    expect(home.formsToFill.map((form) => [form.name, form.slug, form.dueDate])).toEqual([
      ['Crew intake', 'crew-intake', '2026-11-28'],
      ['Working at height briefing', 'working-at-height-briefing', '2026-12-07'],
    ]);
  });

  it('leaves payrolls off home without the payrolls READ right', async () => {
    const member = await withPaperwork();
    await withoutRight(
      ctx.handle.db,
      { loginType: 'crew', resource: 'payrolls', right: 'READ' },
      async () => {
        const home = await homeOf(await ctx.login(member.credentials));
        expect(home.payrollsToConfirm).toEqual([]);
        expect(home.formsToFill).toHaveLength(2);
      },
    );
  });

  it('lists unsigned delivery notes of crews the person leads', async () => {
    const chief = await f.crewMember();
    const setup = await f.crewWithPosition({
      date: '2026-11-22',
      crewChiefPersonId: chief.person.id,
    });
    await f.crewWithPosition({ date: '2026-11-10', crewChiefPersonId: chief.person.id });
    const token = await ctx.login(chief.credentials);
    const home = (await ctx.request('GET', '/api/v1/home', { token })).json<HomeDashboard>();
    expect(home.unsignedDeliveryNotes).toEqual([
      expect.objectContaining({ projectCrewId: setup.crew.id, date: '2026-11-22' }),
    ]);
  });

  it('answers people without a person record with empty blocks', async () => {
    const client = await ctx.login(demoLogin('client'));
    const response = await ctx.request('GET', '/api/v1/home', { token: client });
    expect(response.statusCode).toBe(200);
    expect(response.json<HomeDashboard>().now).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await ctx.request('GET', '/api/v1/home')).statusCode).toBe(401);
  });
});

describe('GET /home round trips', () => {
  it("reads all of a person's blocks in one statement: 4 with BEGIN, the caller and COMMIT", async () => {
    // crew@ has jobs, papers, a payroll and forms; chief@ also leads crews; planner@ adds the
    // planner's blocks; office@ the office's queues and its unread mail.
    for (const who of ['crew', 'chief', 'planner', 'office']) {
      const token = await ctx.login(demoLogin(who));
      const sent = await statements.during(() => homeOf(token));
      // Exactly 4, so a counter that saw nothing would fail too.
      expect(sent, `statements for ${who}@`).toBe(4);
    }
  });
});

describe('GET /crewInfo', () => {
  it('shows the crew info of my coming jobs', async () => {
    const member = await f.crewMember();
    const setup = await f.crewWithPosition({
      date: '2026-11-24',
      position: { crewInfoExternal: 'Bring gloves' },
    });
    await f.assignment({
      projectCrewItemId: setup.position.id,
      personId: member.person.id,
      status: 'confirmed',
    });
    const token = await ctx.login(member.credentials);
    const response = await ctx.request('GET', '/api/v1/crewInfo', { token });
    expect(response.statusCode).toBe(200);
    const info = response.json<CrewInfo>();
    expect(info.jobs).toEqual([expect.objectContaining({ crewInfo: 'Bring gloves' })]);
    expect(info.links.length).toBeGreaterThan(0);
  });

  it('needs the crewInfo right', async () => {
    const client = await ctx.login(demoLogin('client'));
    expect((await ctx.request('GET', '/api/v1/crewInfo', { token: client })).statusCode).toBe(403);
  });
});

describe('GET /crewInfo items', () => {
  const addItem = (tenantId: number, values: Partial<typeof crewInfoItems.$inferInsert>) =>
    withTenant(ctx.handle.db, tenantId, (tx) =>
      tx.insert(crewInfoItems).values({ title: 'Item', body: '', ...values, tenantId }),
    );
  const itemsOf = async (token: string, query = '', host?: string) => {
    const response = await ctx.request('GET', `/api/v1/crewInfo${query}`, { token, host });
    expect(response.statusCode).toBe(200);
    return response.json<CrewInfo>().items;
  };

  /** A new crew member reading Dutch (the demo tenant lets users keep their own language). */
  const dutchReader = async () =>
    ctx.login((await f.crewMember({}, { language: 'nl' })).credentials);
  const titles = ['Eerst', 'Overal', 'Later', 'English'];

  it("lists the office's blocks in the login's language plus neutral ones, in order", async () => {
    await addItem(1, { title: 'Later', language: 'nl', sortOrder: 5 });
    await addItem(1, { title: 'Overal', language: null, sortOrder: 3 });
    await addItem(1, { title: 'Eerst', language: 'nl', sortOrder: 1, category: 'Inchecken' });
    await addItem(1, { title: 'English', language: 'en', sortOrder: 0 });
    const items = await itemsOf(await dutchReader());
    expect(items.every((item) => item.language === 'nl' || item.language === null)).toBe(true);
    const mine = items.filter((item) => titles.includes(item.title));
    expect(mine.map((item) => item.title)).toEqual(['Eerst', 'Overal', 'Later']);
    expect(mine[0]).toMatchObject({ category: 'Inchecken' });
  });

  it('follows the language asked for', async () => {
    await addItem(1, { title: 'English', language: 'en' });
    const items = await itemsOf(await dutchReader(), '?language=en');
    expect(items.map((item) => item.title)).toContain('English');
    expect(items.some((item) => item.language === 'nl')).toBe(false);
  });

  it('drops links that are not web addresses or app paths', async () => {
    await addItem(1, { title: 'Bad link', url: 'javascript:alert(1)', language: 'es' });
    await addItem(1, { title: 'Help', url: '/help', language: 'es', sortOrder: -1 });
    const items = await itemsOf(await dutchReader(), '?language=es');
    expect(items.find((item) => item.title === 'Bad link')?.url).toBeNull();
    expect(items[0]).toMatchObject({ title: 'Help', url: '/help' });
  });

  it('answers 400 naming the field for an unknown language', async () => {
    const token = await dutchReader();
    const response = await ctx.request('GET', '/api/v1/crewInfo?language=klingon', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      expect.objectContaining({ field: 'querystring.language' }),
    ]);
  });

  it("never shows another tenant's blocks", async () => {
    await addItem(2, { title: 'Northwind only' });
    const demo = await itemsOf(await dutchReader());
    expect(demo.map((item) => item.title)).not.toContain('Northwind only');
    const northwind = await ctx.login(demoLogin('crew', 'northwind.crewhub.app'), otherTenantHost);
    const theirs = await itemsOf(northwind, '', otherTenantHost);
    expect(theirs.map((item) => item.title)).toContain('Northwind only');
  });
});
