import type { HomeDashboard } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { useTestApp } from '../../testing/test-app';

// The clock stands at 2026-11-23T09:00Z, 10:00 in Amsterdam. Home reads only the coming
// bookings a block uses (home-bookings.sql.ts): these are the far ones it must still weigh.
const ctx = useTestApp();
let f: CrewDayFactories;

beforeAll(() => {
  f = createCrewDayFactories(ctx.handle.db);
});

describe('GET /home for a busy crew member', () => {
  it('shows the next five jobs and still weighs far bookings for warnings, changes and projects', async () => {
    const member = await f.crewMember();
    const personId = member.person.id;
    const job = async (
      date: string,
      options: {
        times?: { startTime: string; endTime: string };
        project?: Parameters<CrewDayFactories['project']>[0];
        changedAt?: Date;
      } = {},
    ) => {
      const setup = await f.crewWithPosition({
        date,
        position: { ...options.times, changedAt: options.changedAt ?? null },
        project: options.project ?? { beginDate: date, endDate: date },
      });
      return (
        await f.assignment({
          projectCrewItemId: setup.position.id,
          personId,
          status: 'confirmed',
          createdAt: new Date('2026-11-01T00:00:00Z'),
        })
      ).id;
    };
    const coming = [];
    for (const date of ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']) {
      coming.push(await job(date));
    }
    await job('2026-11-30');
    const doubleBooked = await job('2027-03-10');
    await job('2027-03-10', { times: { startTime: '16:00', endTime: '20:00' } });
    const onBlockedDate = await job('2027-04-14');
    await f.blockDate({ personId, startDate: '2027-04-14' });
    const onDayOff = await job('2027-05-05');
    await job('2027-05-05', { project: { internalKind: 'bank_holiday' } });
    const onLongProject = await job('2027-06-01', {
      project: { beginDate: '2026-11-20', endDate: '2027-06-30' },
    });
    const changed = await job('2027-07-07', { changedAt: new Date('2026-11-10T00:00:00Z') });

    const response = await ctx.request('GET', '/api/v1/home', {
      token: await ctx.login(member.credentials),
    });
    const home = response.json<HomeDashboard>();
    expect(home.ongoingAndNextJobs.map((item) => item.kind === 'job' && item.id)).toEqual(coming);
    expect(home.warnings.map(({ code, jobId }) => [code, jobId])).toEqual([
      ['DOUBLE_BOOKING', doubleBooked],
      ['JOB_ON_UNAVAILABLE_DATE', onBlockedDate],
      ['JOB_ON_DAY_OFF', onDayOff],
    ]);
    expect(home.ongoingProjects.map((project) => project.via)).toEqual([
      { kind: 'job', id: onLongProject },
    ]);
    expect(home.changes.map((change) => [change.kind, change.jobId])).toEqual([
      ['position', changed],
    ]);
  });
});
