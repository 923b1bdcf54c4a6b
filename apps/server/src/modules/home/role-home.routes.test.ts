import type { HomeDashboard, LoginTypeCode } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { createPayrollFactories } from '../../testing/payroll-factories';
import { useTestApp } from '../../testing/test-app';

// The clock stands at 2026-11-23T09:00Z. The test tenant holds the demo data too, so the
// planner's and office's blocks are checked by what the factories' rows add to them.
const ctx = useTestApp();
let f: CrewDayFactories;
let sequence = 0;

const homeOf = async (token: string) => {
  const response = await ctx.request('GET', '/api/v1/home', { token });
  expect(response.statusCode).toBe(200);
  return response.json<HomeDashboard>();
};

/** A person who logs in with one login type (the tenant's default rights for it). */
const personLogin = async (type: LoginTypeCode) => {
  const person = await f.person();
  sequence += 1;
  const credentials = await f.login({
    email: `${type}-${sequence}@home.test`,
    type,
    personId: person.id,
  });
  return { person, token: await ctx.login(credentials) };
};

const linkKeys = (home: HomeDashboard) => ({
  information: home.informationLinks.map((link) => link.key),
  shortcuts: home.shortcuts.map((link) => link.key),
});

beforeAll(() => {
  f = createCrewDayFactories(ctx.handle.db);
});

describe('GET /home per role', () => {
  it("gives a planner the next two weeks' staffing, answers to wait for and conflicts", async () => {
    const { token } = await personLogin('planners');
    const before = (await homeOf(token)).planner!;

    // Tomorrow: a position for three with one request and one application (not booked yet).
    const open = await f.crewWithPosition({ date: '2026-11-24', position: { amountOfRows: 3 } });
    const requested = await f.person();
    const applicant = await f.person();
    await f.assignment({ projectCrewItemId: open.position.id, personId: requested.id });
    await f.assignment({
      projectCrewItemId: open.position.id,
      personId: applicant.id,
      status: 'applied',
    });
    // One person on two positions at the same time, and one booked on a blocked date.
    const twice = await f.person();
    for (const date of ['2026-11-25', '2026-11-25']) {
      const setup = await f.crewWithPosition({ date });
      await f.assignment({
        projectCrewItemId: setup.position.id,
        personId: twice.id,
        status: 'confirmed',
      });
    }
    const blocked = await f.person();
    const onBlocked = await f.crewWithPosition({ date: '2026-11-26' });
    await f.assignment({
      projectCrewItemId: onBlocked.position.id,
      personId: blocked.id,
      status: 'confirmed',
    });
    await f.blockDate({ personId: blocked.id, startDate: '2026-11-26' });
    // Beyond the fortnight: neither staffing nor conflicts.
    await f.crewWithPosition({ date: '2026-12-20', position: { amountOfRows: 4 } });

    const home = await homeOf(token);
    const after = home.planner!;
    expect(after.staffing).toEqual({
      needed: before.staffing.needed + 6,
      booked: before.staffing.booked + 4,
    });
    expect(after.positionsToStaff.total).toBe(before.positionsToStaff.total + 1);
    expect(after.requestsWaiting.total).toBe(before.requestsWaiting.total + 1);
    expect(after.applications.total).toBe(before.applications.total + 1);
    expect(after.conflicts.total).toBe(before.conflicts.total + 3);
    expect(after.todosDue).not.toBeNull();
    expect(home).toMatchObject({ office: null, client: null, now: [], ongoingAndNextJobs: [] });
    // A planner is no crew member: no crew info or personal calendar, but the planning calendar.
    expect(linkKeys(home)).toEqual({
      information: ['vacancies'],
      shortcuts: ['planningCalendar', 'helpCenter'],
    });
  });

  it('counts approved vacation as a conflict, a vacation still asked for not', async () => {
    const { token } = await personLogin('planners');
    const conflicts = async () => (await homeOf(token)).planner!.conflicts.total;
    const before = await conflicts();
    for (const status of ['approved', 'requested'] as const) {
      const person = await f.person();
      const setup = await f.crewWithPosition({ date: '2026-11-27' });
      await f.assignment({
        projectCrewItemId: setup.position.id,
        personId: person.id,
        status: 'confirmed',
      });
      await f.vacation({
        personId: person.id,
        startDate: '2026-11-26',
        endDate: '2026-11-28',
        status,
      });
    }
    expect(await conflicts()).toBe(before + 1);
  });

  it('gives the office the declined payroll lines, receipts and invoices to handle', async () => {
    const { token } = await personLogin('office');
    const before = (await homeOf(token)).office!;
    const crew = await f.person({ firstName: 'Dirk', lastName: 'Declined' });
    await createPayrollFactories(ctx.handle.db).payroll({
      personId: crew.id,
      lines: [{ status: 'declined', feedback: 'I worked 9 hours', description: 'Shift 1' }, {}],
    });
    const company = await f.company({ name: 'Late Payers BV' });
    await withTenant(ctx.handle.db, 1, (tx) =>
      tx.insert(invoices).values({
        tenantId: 1,
        number: `HOME-${Date.now()}`,
        status: 'released',
        invoiceDate: '2026-10-01',
        dueDate: '2026-10-31',
        totalCents: 12100,
        companyId: company.id,
      }),
    );

    const home = await homeOf(token);
    const after = home.office!;
    expect(after.declinedLines!.total).toBe(before.declinedLines!.total + 1);
    expect(after.overdueInvoices!.total).toBe(before.overdueInvoices!.total + 1);
    expect(after.profileApprovals).toEqual(before.profileApprovals);
    expect(after.receipts).not.toBeNull();
    expect(after.uploads).not.toBeNull();
    expect(Array.isArray(after.unreadMail)).toBe(true);
    expect(home).toMatchObject({ planner: null, client: null });
    // The office is no crew: none of the crew's links, which would answer 403.
    expect(linkKeys(home)).toEqual({ information: [], shortcuts: ['helpCenter'] });
  });

  it("gives a client their company's projects with staffing, notes to sign and invoices", async () => {
    const { contact, credentials } = await f.clientContact();
    const companyId = contact.companyId;
    const project = { companyId, beginDate: '2026-11-22', endDate: '2026-11-24' };
    const running = await f.crewWithPosition({
      date: '2026-11-22',
      project,
      position: { endDate: '2026-11-24', amountOfRows: 2 },
    });
    const member = await f.person();
    await f.assignment({
      projectCrewItemId: running.position.id,
      personId: member.id,
      status: 'confirmed',
    });
    // Another company's project stays out.
    await f.crewWithPosition({ date: '2026-11-23' });
    await withTenant(ctx.handle.db, 1, (tx) =>
      tx.insert(invoices).values({
        tenantId: 1,
        number: `CL-${Date.now()}`,
        status: 'released',
        invoiceDate: '2026-10-20',
        dueDate: '2026-11-20',
        totalCents: 50000,
        companyId,
      }),
    );

    const home = await homeOf(await ctx.login(credentials));
    expect(home.client).toEqual({
      projects: {
        total: 1,
        items: [
          expect.objectContaining({
            number: running.project.number,
            ongoing: true,
            staffing: { needed: 2, booked: 1 },
          }),
        ],
      },
      deliveryNotes: {
        total: 1,
        items: [expect.objectContaining({ projectCrewId: running.crew.id, date: '2026-11-22' })],
      },
      invoicesDue: {
        total: 1,
        items: [expect.objectContaining({ dueDate: '2026-11-20', overdue: true })],
      },
    });
    expect(home).toMatchObject({ planner: null, office: null, now: [] });
    expect(linkKeys(home).information).toEqual([]);
  });

  it('gives crew no role blocks and no planning calendar, whose bars open projects', async () => {
    const { credentials } = await f.crewMember();
    const home = await homeOf(await ctx.login(credentials));
    expect(home).toMatchObject({ planner: null, office: null, client: null });
    expect(linkKeys(home)).toEqual({
      information: ['crewInfo', 'vacancies', 'personalCalendar'],
      shortcuts: ['helpCenter'],
    });
  });
});
