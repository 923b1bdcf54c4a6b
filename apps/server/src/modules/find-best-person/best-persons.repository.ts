import type { RankingCandidate } from '@crewhub/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { appointmentTakesTimeSql } from '../appointments';
import { otherBookingOverlaps, spanEnd, spanStart } from '../planning-calendar';

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

type CandidateRow = Omit<RankingCandidate, 'home' | 'membership'> & {
  firstName: string;
  lastName: string;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  favourite: boolean;
  member: boolean;
  blocked: boolean;
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
   * rules need, in one query (membership crews: the planners' and the project's client's).
   */
  candidates: (
    tx: Executor,
    tenantId: number,
    target: PositionTargetRow,
  ): Promise<CandidateRow[]> =>
    queryRows<CandidateRow>(
      tx,
      sql`with target as (
          select i.tenant_id, i.id, i.start_date, i.end_date, ${spanStart('i')} as span_start, ${spanEnd('i')} as span_end
          from project_crew_item i where i.tenant_id = ${tenantId} and i.id = ${target.id})
        select p.id as "personId", p.first_name as "firstName", p.last_name as "lastName", p.city,
          p.region_id as "regionId", p.latitude, p.longitude,
          array(select function_id from person_function x where x.tenant_id = p.tenant_id and x.person_id = p.id) as "functionIds",
          array(select skill_id from person_skill x where x.tenant_id = p.tenant_id and x.person_id = p.id
            and (x.valid_until is null or x.valid_until >= t.end_date)) as "skillIds",
          array(select tag_id from person_tag x where x.tenant_id = p.tenant_id and x.person_id = p.id) as "tagIds",
          r.average as "averageRating", coalesce(r.total, 0)::int as "ratingCount",
          ${otherBookingOverlaps({
            tenantId: sql.raw('p.tenant_id'),
            personId: sql.raw('p.id'),
            start: sql.raw('t.span_start'),
            end: sql.raw('t.span_end'),
            exceptPositionId: sql.raw('t.id'),
          })} as "doubleBooked",
          exists (select 1 from block_date b where b.tenant_id = p.tenant_id and b.person_id = p.id
            and b.start_date <= t.end_date and coalesce(b.end_date, b.start_date) >= t.start_date)
          -- An appointment that is not declined or cancelled takes the time as a blocked date does.
          or exists (select 1 from appointment a where a.tenant_id = p.tenant_id and a.person_id = p.id
            and ${appointmentTakesTimeSql('a')} and a.date + a.start_time < t.span_end
            and a.date + a.end_time > t.span_start) as "blockedDate",
          exists (select 1 from vacation_request v where v.tenant_id = p.tenant_id and v.person_id = p.id
            and v.status <> 'rejected' and v.start_date <= t.end_date
            and coalesce(v.end_date, v.start_date) >= t.start_date) as "onVacation",
          coalesce(m.favourite, false) as favourite, coalesce(m.member, false) as member,
          coalesce(m.blocked, false) as blocked
        from person p
        cross join target t
        left join lateral (select avg(value)::float as average, count(*) as total from crew_rating cr
          where cr.tenant_id = p.tenant_id and cr.person_id = p.id) r on true
        left join lateral (select bool_or(ms.kind = 'favourite') as favourite, bool_or(ms.kind <> 'blocked') as member,
            bool_or(ms.kind = 'blocked') as blocked
          from planner_crew_membership ms join planner_crew pc on pc.tenant_id = ms.tenant_id and pc.id = ms.planner_crew_id
          where ms.tenant_id = p.tenant_id and ms.person_id = p.id
            and (pc.company_id is null or pc.company_id = ${target.companyId ?? -1})) m on true
        where p.tenant_id = ${tenantId}
          and exists (select 1 from person_function x where x.tenant_id = p.tenant_id and x.person_id = p.id)
          and not exists (select 1 from project_crew_item_status s where s.tenant_id = p.tenant_id
            and s.person_id = p.id and s.project_crew_item_id = t.id)`,
    ),
};
