import { bookedStatuses, workingStatuses } from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { SqlValue } from '../../db/json-read';
import { sqlList } from '../../db/joins';
import { isBookedStatus, spanEnd, spanStart } from '../planning-calendar';

/**
 * Spans are compared in local wall-clock time, which a daylight-saving change moves against
 * the instants home compares by at most two hours: each span is widened by that much on both
 * sides, so no overlap of instants goes unseen (a near miss only adds a row).
 */
const slack = sql.raw(`interval '2 hours'`);

/** How many of the coming jobs "ongoing and next jobs" shows (home-blocks `jobBlocks`). */
const nextJobs = 5;

export type HomeBookingBounds = {
  tenantId: SqlValue<number>;
  personId: SqlValue<number>;
  /**
   * Dates of the instant home is computed for, in UTC, yesterday to two days on. Plain values
   * (not a sum in SQL), so the date bounds stay index conditions under row-level security.
   */
  utc: { yesterday: SqlValue<string>; tomorrow: SqlValue<string>; inTwoDays: SqlValue<string> };
  /** The person's date today, computed in home's statement. */
  today: SQL;
  /** When the person last visited (null on the first visit), computed in the statement. */
  lastVisitAt: SQL;
};

/**
 * SQL, a subquery: the ids of the coming bookings (from yesterday on, as home reads them)
 * that some block of home can show or needs to weigh, out of a busy crew member's 400:
 * - started by now ("now", the late check-in warning) or requested (to confirm, the 48 hours
 *   warning);
 * - changed since asked or since the last visit ("changes");
 * - on a project running today ("ongoing projects");
 * - the next five jobs worked, by start: every booking up to the day after the fifth one that
 *   certainly has not ended, which a day's width of time zones cannot reorder;
 * - booked and meeting another booking (double booking, a day off) or a blocked date or
 *   vacation (warnings), on widened spans.
 * Exact times and instants are still decided in code (home-blocks) on the rows read.
 */
export const homeBookingIds = (bounds: HomeBookingBounds): SQL => {
  const { tenantId, personId, today, utc } = bounds;
  const from = utc.yesterday;
  return sql`with coming as materialized (
      select s.id, i.start_date, i.start_time, ${isBookedStatus('s.status')} as booked,
        ${spanStart('i')} - ${slack} as from_at, ${spanEnd('i')} + ${slack} as until_at,
        -- Work that ends two days after today's UTC date has not ended anywhere on earth.
        s.status in (${sqlList(workingStatuses)}) and p.internal_kind is null
          and i.end_date >= ${utc.inTwoDays}::date as surely_coming_work,
        s.status = 'requested' or i.start_date <= ${utc.tomorrow}::date
          or i.changed_at > coalesce(s.confirmed_at, s.created_at)
          or s.updated_at > (${bounds.lastVisitAt})
          or (${isBookedStatus('s.status')} and coalesce(p.begin_date, i.start_date) <= ${today}
            and ${today} <= coalesce(p.end_date, i.end_date)) as shown
      from project_crew_item_status s
      join project_crew_item i on i.tenant_id = s.tenant_id and i.id = s.project_crew_item_id
      join project p on p.tenant_id = i.tenant_id and p.id = i.project_id
      where s.tenant_id = ${tenantId} and s.person_id = ${personId}
        and s.status in (${sqlList(['applied', ...bookedStatuses])}) and i.end_date >= ${from}::date),
    unavailable as materialized (
      select start_date + '00:00'::time - ${slack} as from_at,
        (coalesce(end_date, start_date) + 1) + '00:00'::time + ${slack} as until_at
      from block_date where tenant_id = ${tenantId} and person_id = ${personId}
        and coalesce(end_date, start_date) >= ${from}::date
      union all
      select start_date + '00:00'::time - ${slack}, (coalesce(end_date, start_date) + 1) + '00:00'::time + ${slack}
      from vacation_request where tenant_id = ${tenantId} and person_id = ${personId}
        and status <> 'rejected' and coalesce(end_date, start_date) >= ${from}::date),
    -- A booked span meets another when one starting before it ends after its start, or the
    -- next one starts before its end (both in one pass over the spans in start order).
    overlapping as (
      select id from (
        select id, from_at, until_at,
          max(until_at) over (order by from_at rows between unbounded preceding and 1 preceding) as until_before,
          lead(from_at) over (order by from_at) as next_from
        from coming where booked) b
      where b.until_before > b.from_at or b.next_from < b.until_at
      union
      select c.id from coming c join unavailable u on u.from_at < c.until_at and c.from_at < u.until_at
      where c.booked)
    select id from coming
    where shown or start_date <= coalesce((select start_date + 1 from coming where surely_coming_work
      order by start_date, start_time, id offset ${nextJobs - 1} limit 1), 'infinity'::date)
    union
    select id from overlapping`;
};
