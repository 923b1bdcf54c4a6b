import type { CrewDayFactories } from './crew-day-factories';
import type { TestContext } from './test-app';

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
