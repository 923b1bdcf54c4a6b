import type { ReceiptProject } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, useTestApp } from '../../testing/test-app';

// The clock starts on 2026-11-23: the window runs from late August to late December.
const ctx = useTestApp();
let f: CrewDayFactories;
let officeToken = '';

const projectsOf = async (token: string) => {
  const response = await ctx.request('GET', '/api/v1/receiptProjects', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReceiptProject[]>();
};

/** A project with one position on `date`, its company named, and the member's booking on it. */
const bookedProject = async (personId: number, date: string, status = 'confirmed' as const) => {
  const company = await f.company();
  const setup = await f.crewWithPosition({
    date,
    project: { companyId: company.id, beginDate: date, endDate: date },
  });
  await f.assignment({ projectCrewItemId: setup.position.id, personId, status });
  return { ...setup.project, companyName: company.name };
};

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  officeToken = await ctx.login(demoLogin('office'));
});

describe('GET /receiptProjects', () => {
  it('offers crew the projects they were confirmed on around today, with the company', async () => {
    const member = await f.crewMember();
    const token = await ctx.login(member.credentials);
    const worked = await bookedProject(member.person.id, '2026-11-10');
    await bookedProject(member.person.id, '2026-05-10');
    const cancelled = await f.crewWithPosition({ date: '2026-11-12' });
    await f.assignment({
      projectCrewItemId: cancelled.position.id,
      personId: member.person.id,
      status: 'cancelled',
    });
    expect(await projectsOf(token)).toEqual([
      {
        id: worked.id,
        number: worked.number,
        name: worked.name,
        companyId: worked.companyId,
        companyName: worked.companyName,
      },
    ]);
  });

  it('offers the office every project of the window', async () => {
    const member = await f.crewMember();
    const worked = await bookedProject(member.person.id, '2026-11-15');
    const numbers = (await projectsOf(officeToken)).map((project) => project.number);
    expect(numbers).toContain(worked.number);
  });

  it('refuses logins without receipts CREATE', async () => {
    const token = await ctx.login(demoLogin('client'));
    const response = await ctx.request('GET', '/api/v1/receiptProjects', { token });
    expect(response.statusCode).toBe(403);
  });
});
