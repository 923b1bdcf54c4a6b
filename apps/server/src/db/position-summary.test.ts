import { crewItemStatuses } from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  isBookedStatus,
  overlappingBookings,
  spanEnd,
  spanStart,
} from '../modules/planning-calendar/booking-overlap';
import { createCrewDayFactories } from '../testing/crew-day-factories';
import { useTestApp } from '../testing/test-app';
import { queryRows } from './client';
import { statusCountColumn } from './schema';
import { withTenant } from './tenant-scope';

const ctx = useTestApp();
const tenantId = 1;
const day = '2027-05-18';
/** Runs `statement` as a request would: the app role, under row-level security. */
const run = (statement: SQL) => withTenant(ctx.handle.db, tenantId, (tx) => tx.execute(statement));
const rows = <T>(query: SQL) =>
  withTenant(ctx.handle.db, tenantId, (tx) => queryRows<T>(tx, query));

type Summary = { confirmed: number; requested: number; cancelled: number; doubleBooked: number };
const summaryOf = async (positionId: number): Promise<Summary> => {
  const [row] = await rows<Summary>(
    sql`select confirmed_count as confirmed, requested_count as requested,
      cancelled_count as cancelled, double_booked_count as "doubleBooked"
    from position_summary where tenant_id = ${tenantId} and project_crew_item_id = ${positionId}`,
  );
  return row ?? { confirmed: 0, requested: 0, cancelled: 0, doubleBooked: 0 };
};

describe('position summaries, double-booked flags and the names with them, kept by the database', () => {
  let f: ReturnType<typeof createCrewDayFactories>;
  beforeAll(() => {
    f = createCrewDayFactories(ctx.handle.db, tenantId);
  });
  const position = async (startTime: string, endTime: string, date = day) =>
    (await f.crewWithPosition({ date, position: { startTime, endTime } })).position;

  it('follows bookings made, moved in time, cancelled and deleted', async () => {
    const person = await f.person();
    const early = await position('08:00', '16:00');
    const late = await position('12:00', '20:00');
    const book = (positionId: number, status: 'confirmed' | 'requested') =>
      f.assignment({ projectCrewItemId: positionId, personId: person.id, status });
    const onEarly = await book(early.id, 'confirmed');
    expect(await summaryOf(early.id)).toMatchObject({ confirmed: 1, doubleBooked: 0 });

    const onLate = await book(late.id, 'requested');
    expect(await summaryOf(early.id)).toMatchObject({ confirmed: 1, doubleBooked: 1 });
    expect(await summaryOf(late.id)).toMatchObject({ requested: 1, doubleBooked: 1 });

    // The late position moves past the early one's end, then back.
    const startAt = (time: string) =>
      run(sql`update project_crew_item set start_time = ${time} where id = ${late.id}`);
    await startAt('16:00');
    expect((await summaryOf(early.id)).doubleBooked).toBe(0);
    expect((await summaryOf(late.id)).doubleBooked).toBe(0);
    await startAt('15:00');
    expect((await summaryOf(late.id)).doubleBooked).toBe(1);

    await run(
      sql`update project_crew_item_status set status = 'cancelled' where id = ${onLate.id}`,
    );
    expect(await summaryOf(late.id)).toEqual({
      confirmed: 0,
      requested: 0,
      cancelled: 1,
      doubleBooked: 0,
    });
    expect((await summaryOf(early.id)).doubleBooked).toBe(0);

    await run(sql`update project_crew_item_status set status = 'spare' where id = ${onLate.id}`);
    expect((await summaryOf(early.id)).doubleBooked).toBe(1);
    await run(sql`delete from project_crew_item_status where id = ${onEarly.id}`);
    expect(await summaryOf(early.id)).toMatchObject({ confirmed: 0, doubleBooked: 0 });
    expect((await summaryOf(late.id)).doubleBooked).toBe(0);
  });

  it('clears the flags when the other position is deleted with its bookings', async () => {
    const person = await f.person();
    const kept = await position('09:00', '17:00');
    const dropped = await position('10:00', '11:00');
    for (const { id } of [kept, dropped])
      await f.assignment({ projectCrewItemId: id, personId: person.id, status: 'confirmed' });
    expect((await summaryOf(kept.id)).doubleBooked).toBe(1);
    await run(sql`delete from project_crew_item where id = ${dropped.id}`);
    expect((await summaryOf(kept.id)).doubleBooked).toBe(0);
    expect(
      await rows(sql`select 1 from position_summary where project_crew_item_id = ${dropped.id}`),
    ).toEqual([]);
  });

  it('carries the names and kind of its project and crew, from the start and through changes', async () => {
    type Names = {
      projectNumber: string;
      projectName: string;
      projectType: string | null;
      internalKind: string | null;
      crewName: string;
    };
    const namesOf = async (positionId: number) =>
      (
        await rows<Names>(
          sql`select project_number as "projectNumber", project_name as "projectName",
            project_type as "projectType", project_internal_kind as "internalKind",
            crew_name as "crewName"
          from position_summary where tenant_id = ${tenantId} and project_crew_item_id = ${positionId}`,
        )
      )[0];
    const { project, crew, position: placed } = await f.crewWithPosition({ date: day });
    // A new position has its summary before anyone is assigned to it.
    expect(await namesOf(placed.id)).toEqual({
      projectNumber: project.number,
      projectName: project.name,
      projectType: project.projectType,
      internalKind: project.internalKind,
      crewName: crew.name,
    });

    await run(sql`update project set number = 'RENAMED-1', name = 'Renamed festival',
      project_type = 'unpaid', internal_kind = 'vacation' where id = ${project.id}`);
    await run(sql`update project_crew set name = 'Night crew' where id = ${crew.id}`);
    expect(await namesOf(placed.id)).toEqual({
      projectNumber: 'RENAMED-1',
      projectName: 'Renamed festival',
      projectType: 'unpaid',
      internalKind: 'vacation',
      crewName: 'Night crew',
    });

    const other = await f.crewWithPosition({ date: day });
    await run(sql`update project_crew_item set project_id = ${other.project.id},
      project_crew_id = ${other.crew.id} where id = ${placed.id}`);
    expect(await namesOf(placed.id)).toMatchObject({
      projectNumber: other.project.number,
      crewName: other.crew.name,
    });
  });

  // PGlite has one connection: two transactions at once need the server.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'names a position made while another transaction renames its project and crew',
    async () => {
      const { project, crew, jobFunction } = await f.crewWithPosition({ date: day });
      let renamed!: () => void;
      const renaming = new Promise<void>((resolve) => (renamed = resolve));
      // The rename holds its rows uncommitted while the new position is made.
      const slow = withTenant(ctx.handle.db, tenantId, async (tx) => {
        await tx.execute(sql`update project set name = 'Renamed at once' where id = ${project.id}`);
        await tx.execute(sql`update project_crew set name = 'Crew renamed' where id = ${crew.id}`);
        renamed();
        await tx.execute(sql`select pg_sleep(0.3)`);
      });
      await renaming;
      const placed = await f.position({
        projectId: project.id,
        projectCrewId: crew.id,
        functionId: jobFunction.id,
        startDate: day,
      });
      await slow;
      const [names] = await rows<{ projectName: string; crewName: string }>(
        sql`select project_name as "projectName", crew_name as "crewName" from position_summary
          where tenant_id = ${tenantId} and project_crew_item_id = ${placed.id}`,
      );
      expect(names).toEqual({ projectName: 'Renamed at once', crewName: 'Crew renamed' });
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'sees a booking made at the same time by another transaction',
    async () => {
      const person = await f.person();
      const [first, second] = [await position('09:00', '12:00'), await position('11:00', '14:00')];
      const book = (positionId: number) =>
        sql`insert into project_crew_item_status (tenant_id, project_crew_item_id, person_id, status)
          values (${tenantId}, ${positionId}, ${person.id}, 'confirmed')`;
      let booked!: () => void;
      const firstBooked = new Promise<void>((resolve) => (booked = resolve));
      // The first transaction holds its booking uncommitted while the second books.
      const slow = withTenant(ctx.handle.db, tenantId, async (tx) => {
        await tx.execute(book(first.id));
        booked();
        await tx.execute(sql`select pg_sleep(0.3)`);
      });
      await firstBooked;
      await run(book(second.id));
      await slow;
      expect((await summaryOf(first.id)).doubleBooked).toBe(1);
      expect((await summaryOf(second.id)).doubleBooked).toBe(1);
    },
  );

  it('agrees with a fresh count and with overlappingBookings over every booking', async () => {
    // A night shift into the next morning, a whole day without times, a shift after both.
    const person = await f.person();
    const night = await position('22:00', '06:00');
    const morning = await position('05:00', '07:00', '2027-05-19');
    const after = await position('08:00', '10:00', '2027-05-19');
    const wholeDay = (
      await f.crewWithPosition({
        date: '2027-05-20',
        position: { startTime: null, endTime: null },
      })
    ).position;
    const evening = await position('19:00', '23:00', '2027-05-20');
    for (const { id } of [night, morning, after, wholeDay, evening])
      await f.assignment({ projectCrewItemId: id, personId: person.id, status: 'confirmed' });
    const flaggedOf = await rows<{ id: number }>(
      sql`select project_crew_item_id as id from project_crew_item_status
        where person_id = ${person.id} and double_booked order by 1`,
    );
    expect(flaggedOf.map(({ id }) => id)).toEqual([night.id, morning.id, wholeDay.id, evening.id]);

    const counted = sql.join(
      crewItemStatuses.map((status) =>
        sql.raw(`count(*) filter (where s.status = '${status}')::int`),
      ),
      sql`, `,
    );
    const summaryColumns = sql.join(
      crewItemStatuses.map((status) => sql.raw(`ps.${statusCountColumn(status)}`)),
      sql`, `,
    );
    const differences = await rows(
      sql`select s.project_crew_item_id, ${counted}
        from project_crew_item_status s where s.tenant_id = ${tenantId} group by 1
      except
      select ps.project_crew_item_id, ${summaryColumns} from position_summary ps
        where ps.tenant_id = ${tenantId}`,
    );
    expect(differences).toEqual([]);

    // Every position has its summary, with its project's and crew's names as they are.
    const misnamed = await rows(
      sql`select i.id from project_crew_item i
        join project p on p.tenant_id = i.tenant_id and p.id = i.project_id
        join project_crew c on c.tenant_id = i.tenant_id and c.id = i.project_crew_id
        left join position_summary ps on ps.tenant_id = i.tenant_id and ps.project_crew_item_id = i.id
        where i.tenant_id = ${tenantId} and (ps.project_crew_item_id is null
          or (ps.project_number, ps.project_name, ps.project_type, ps.project_internal_kind, ps.crew_name)
            is distinct from (p.number, p.name, p.project_type, p.internal_kind, c.name))`,
    );
    expect(misnamed).toEqual([]);

    const ids = (query: SQL) =>
      rows<{ id: number }>(query).then((found) => found.map(({ id }) => id).sort((a, b) => a - b));
    const computed = await ids(
      sql`select s.id from (${overlappingBookings(
        sql`select s.person_id, s.project_crew_item_id as position_id,
            ${spanStart('i')} as span_start, ${spanEnd('i')} as span_end
          from project_crew_item_status s
          join project_crew_item i on i.tenant_id = s.tenant_id and i.id = s.project_crew_item_id
          where s.tenant_id = ${tenantId} and ${isBookedStatus('s.status')}`,
      )}) d
      join project_crew_item_status s on s.tenant_id = ${tenantId} and s.person_id = d.person_id
        and s.project_crew_item_id = d.position_id`,
    );
    const kept = await ids(
      sql`select id from project_crew_item_status where tenant_id = ${tenantId} and double_booked`,
    );
    expect(kept).toEqual(computed);
  });
});
