import { addDays } from '@crewhub/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { intArray } from '../../db/int-array';
import { appointmentTakesTimeSql } from '../appointments';
import { bookingsMeeting, spanEnd, spanStart, spansOverlap } from '../planning-calendar';

export type PositionTargetRow = {
  id: number;
  functionId: number;
  startDate: string;
  endDate: string;
  companyId: number | null;
  regionId: number | null;
  latitude: number | null;
  longitude: number | null;
};

/**
 * What the ranking needs of a person. Facts most people lack come as null rather than as empty
 * arrays, zeros or false.
 */
type CandidateRow = {
  personId: number;
  regionId: number | null;
  latitude: number | null;
  longitude: number | null;
  functionIds: number[];
  skillIds: number[] | null;
  tagIds: number[] | null;
  averageRating: number | null;
  ratingCount: number | null;
  doubleBooked: true | null;
  blockedDate: true | null;
  onVacation: true | null;
  favourite: boolean | null;
  member: boolean | null;
  blocked: boolean | null;
};

/**
 * The candidates in columns: value i of every array is person i's. One JSON text parsed at once
 * rather than 10,000 rows of 15 values the driver reads one by one: at scale those rows cost
 * about 30 ms of parsing per call and most of its garbage collection in Node.
 */
export type CandidateColumns = { [K in keyof CandidateRow]: CandidateRow[K][] };

/** Where each column comes from; "is not null or null": true, or null for the many without it. */
const candidateColumnSources: Record<keyof CandidateRow, string> = {
  personId: 'p.id',
  regionId: 'p.region_id',
  latitude: 'p.latitude',
  longitude: 'p.longitude',
  functionIds: 'fn.ids',
  skillIds: 'sk.ids',
  tagIds: 'tg.ids',
  averageRating: 'r.average',
  ratingCount: 'r.total',
  doubleBooked: 'c.person_id is not null or null',
  blockedDate: 'b.person_id is not null or null',
  onVacation: 'v.person_id is not null or null',
  favourite: 'm.favourite',
  member: 'm.member',
  blocked: 'm.blocked',
};

/** SQL: the JSON text of `CandidateColumns`; the aggregates of one query see the rows in one order. */
const candidateColumnsSql = sql.raw(
  `json_build_object(${Object.entries(candidateColumnSources)
    .map(([key, source]) => `'${key}', coalesce(json_agg(${source}), '[]')`)
    .join(', ')})::text`,
);

export type PersonNameRow = {
  personId: number;
  firstName: string;
  lastName: string;
  city: string | null;
};

export const bestPersonsRepository = {
  /** The position with the place it is at: the crew's location, else the project's. */
  target: async (
    tx: Executor,
    tenantId: number,
    positionId: number,
  ): Promise<PositionTargetRow | null> => {
    const [row] = await queryRows<PositionTargetRow>(
      tx,
      sql`select i.id, i.function_id as "functionId", i.start_date::text as "startDate", i.end_date::text as "endDate",
          pr.company_id as "companyId", l.region_id as "regionId", l.latitude, l.longitude
        from project_crew_item i
        join project_crew c on c.tenant_id = i.tenant_id and c.id = i.project_crew_id
        join project pr on pr.tenant_id = i.tenant_id and pr.id = i.project_id
        left join location l on l.tenant_id = i.tenant_id and l.id = coalesce(c.location_id, pr.location_id)
        where i.tenant_id = ${tenantId} and i.id = ${positionId}`,
    );
    return row ?? null;
  },

  /**
   * Everyone who works in any function and is not on the position yet, with what the ranking
   * rules need (membership crews: the planners' and the project's client's), in one set-based
   * pass: each fact is read once for the tenant and joined by person, never probed per
   * candidate; clashes come from the bookings near the position's dates only.
   */
  candidates: async (
    tx: Executor,
    tenantId: number,
    target: PositionTargetRow,
  ): Promise<CandidateColumns> => {
    const [row] = await queryRows<{ columns: string }>(
      tx,
      sql`with target as (
          select i.id, i.start_date, i.end_date, ${spanStart('i')} as span_start, ${spanEnd('i')} as span_end
          from project_crew_item i where i.tenant_id = ${tenantId} and i.id = ${target.id}),
        functions as (
          select person_id, array_agg(function_id) as ids from person_function
          where tenant_id = ${tenantId} group by person_id),
        skills as (
          select x.person_id, array_agg(x.skill_id) as ids from person_skill x cross join target t
          where x.tenant_id = ${tenantId} and (x.valid_until is null or x.valid_until >= t.end_date)
          group by x.person_id),
        tags as (
          select person_id, array_agg(tag_id) as ids from person_tag
          where tenant_id = ${tenantId} group by person_id),
        ratings as (
          select person_id, avg(value)::float as average, count(*)::int as total from crew_rating
          where tenant_id = ${tenantId} group by person_id),
        clashes as (
          select distinct n.person_id
          -- The position's own dates (its span ends by the day after its end date), as values
          -- the planner can estimate: read through the date index, not a scan of positions.
          from (${bookingsMeeting(tenantId, sql`${target.startDate}`, sql`${addDays(target.endDate, 1)}`)}) n
          cross join target t
          where n.position_id <> t.id and ${spansOverlap('n', 't')}),
        -- An appointment that is not declined or cancelled takes the time as a blocked date does.
        blocked as (
          select b.person_id from block_date b cross join target t
          where b.tenant_id = ${tenantId} and b.start_date <= t.end_date
            and coalesce(b.end_date, b.start_date) >= t.start_date
          union
          select a.person_id from appointment a cross join target t
          where a.tenant_id = ${tenantId} and ${appointmentTakesTimeSql('a')}
            and a.date + a.start_time < t.span_end and a.date + a.end_time > t.span_start),
        vacations as (
          select distinct v.person_id from vacation_request v cross join target t
          where v.tenant_id = ${tenantId} and v.status <> 'rejected' and v.start_date <= t.end_date
            and coalesce(v.end_date, v.start_date) >= t.start_date),
        memberships as (
          select ms.person_id, bool_or(ms.kind = 'favourite') as favourite,
            bool_or(ms.kind <> 'blocked') as member, bool_or(ms.kind = 'blocked') as blocked
          from planner_crew_membership ms
          join planner_crew pc on pc.tenant_id = ms.tenant_id and pc.id = ms.planner_crew_id
          where ms.tenant_id = ${tenantId} and (pc.company_id is null or pc.company_id = ${target.companyId ?? -1})
          group by ms.person_id),
        on_position as (
          select person_id from project_crew_item_status
          where tenant_id = ${tenantId} and project_crew_item_id = ${target.id})
        select ${candidateColumnsSql} as columns
        from person p
        join functions fn on fn.person_id = p.id
        left join skills sk on sk.person_id = p.id
        left join tags tg on tg.person_id = p.id
        left join ratings r on r.person_id = p.id
        left join clashes c on c.person_id = p.id
        left join blocked b on b.person_id = p.id
        left join vacations v on v.person_id = p.id
        left join memberships m on m.person_id = p.id
        where p.tenant_id = ${tenantId}
          and p.id not in (select person_id from on_position)`,
    );
    return JSON.parse(row!.columns) as CandidateColumns;
  },

  /** The names of the people an answer shows (a page of the ranking and of those set aside). */
  names: (tx: Executor, tenantId: number, personIds: number[]): Promise<PersonNameRow[]> =>
    queryRows<PersonNameRow>(
      tx,
      sql`select id as "personId", first_name as "firstName", last_name as "lastName", city
        from person where tenant_id = ${tenantId} and id = any(${intArray(personIds)})`,
    ),
};
