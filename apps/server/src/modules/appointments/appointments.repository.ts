import type { AppointmentStatus } from '@crewhub/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import type { DateBound, SqlValue } from '../../db/json-read';
import { appointments } from '../../db/schema';

export type AppointmentRow = {
  id: number;
  personId: number;
  personName: string;
  timeZone: string;
  subject: string;
  date: string;
  startTime: string;
  endTime: string;
  place: string | null;
  videoLink: string | null;
  notes: string | null;
  status: AppointmentStatus;
  answerComment: string | null;
  organiser: string | null;
};

export type AppointmentFilter = {
  personId?: SqlValue<number>;
  from?: DateBound;
  to?: DateBound;
  statuses?: readonly AppointmentStatus[];
  id?: number;
};

const conditions = (filter: AppointmentFilter): SQL => {
  const parts: SQL[] = [sql`true`];
  if (filter.id !== undefined) parts.push(sql`a.id = ${filter.id}`);
  if (filter.personId !== undefined) parts.push(sql`a.person_id = ${filter.personId}`);
  if (filter.from) parts.push(sql`a.date >= ${filter.from}::date`);
  if (filter.to) parts.push(sql`a.date <= ${filter.to}::date`);
  if (filter.statuses) {
    parts.push(
      sql`a.status in (${sql.join(
        filter.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  return sql.join(parts, sql` and `);
};

/** Appointments with the invitee's name and time zone and the organiser's name, in date order. */
const listSql = (tenantId: SqlValue<number>, filter: AppointmentFilter): SQL =>
  sql`select a.id, a.person_id as "personId",
          p.first_name || ' ' || p.last_name as "personName", p.timezone as "timeZone",
          a.subject, a.date::text as date, to_char(a.start_time, 'HH24:MI') as "startTime",
          to_char(a.end_time, 'HH24:MI') as "endTime", a.place, a.video_link as "videoLink",
          a.notes, a.status, a.answer_comment as "answerComment",
          coalesce(op.first_name || ' ' || op.last_name, oc.first_name || ' ' || oc.last_name, ol.email) as organiser
        from appointment a
        join person p on p.tenant_id = a.tenant_id and p.id = a.person_id
        left join login ol on ol.tenant_id = a.tenant_id and ol.id = a.organiser_login_id
        left join person op on op.tenant_id = ol.tenant_id and op.id = ol.person_id
        left join contact oc on oc.tenant_id = ol.tenant_id and oc.id = ol.contact_id
        where a.tenant_id = ${tenantId} and ${conditions(filter)}
        order by a.date, a.start_time, a.id
        limit 500`;

const select = (tx: Executor, tenantId: number, filter: AppointmentFilter) =>
  queryRows<AppointmentRow>(tx, listSql(tenantId, filter));

export const appointmentsRepository = {
  list: select,

  /** The list's SQL, for a read combined with others (its columns read the same in JSON). */
  listSql,

  byId: async (tx: Executor, tenantId: number, id: number): Promise<AppointmentRow | null> =>
    (await select(tx, tenantId, { id }))[0] ?? null,

  insert: async (tx: Executor, values: typeof appointments.$inferInsert): Promise<number> => {
    const [row] = await tx.insert(appointments).values(values).returning({ id: appointments.id });
    return row!.id;
  },

  update: (
    tx: Executor,
    tenantId: number,
    id: number,
    values: Partial<typeof appointments.$inferInsert>,
  ) =>
    tx
      .update(appointments)
      .set(values)
      .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, id))),
};
