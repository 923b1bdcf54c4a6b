import {
  timeTakingAppointmentStatuses,
  hasRight,
  zonedTimeToUtc,
  type AnswerAppointmentInput,
  type Appointment,
  type AppointmentListQuery,
  type CreateAppointmentInput,
  type UpdateAppointmentInput,
} from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import {
  jsonRawRows,
  mapRead,
  type DateBound,
  type JsonRead,
  type SqlValue,
} from '../../db/json-read';
import { AppError, forbidden, invalidField, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { appointmentsRepository, type AppointmentRow } from './appointments.repository';

/**
 * Whoever may see every person (office and planners: persons READ ALL) organises appointments;
 * anyone else sees only their own, and someone else's is as unknown as a missing one.
 */
const isOrganiser = (ctx: RequestContext) => hasRight(ctx.rights, 'persons', 'READ', 'ALL');

const toAppointment = (ctx: RequestContext, row: AppointmentRow): Appointment => ({
  id: row.id,
  person: { id: row.personId, name: row.personName },
  subject: row.subject,
  date: row.date,
  startTime: row.startTime,
  endTime: row.endTime,
  startsAt: zonedTimeToUtc(row.date, row.startTime, row.timeZone).toISOString(),
  endsAt: zonedTimeToUtc(row.date, row.endTime, row.timeZone).toISOString(),
  timeZone: row.timeZone,
  place: row.place,
  videoLink: row.videoLink,
  notes: row.notes,
  status: row.status,
  answerComment: row.answerComment,
  organiser: row.organiser,
  canAnswer: ctx.auth.personId === row.personId && row.status !== 'cancelled',
  canEdit: isOrganiser(ctx) && row.status !== 'cancelled',
});

const findAppointment = async (ctx: RequestContext, id: number): Promise<AppointmentRow> => {
  const row = await appointmentsRepository.byId(ctx.tx, ctx.tenant.id, id);
  if (!row || (!isOrganiser(ctx) && row.personId !== ctx.auth.personId)) {
    throw notFound('Appointment');
  }
  return row;
};

const assertOrganiser = (ctx: RequestContext) => {
  if (!isOrganiser(ctx)) throw forbidden('Only the office and planners make appointments');
};

const reload = async (ctx: RequestContext, id: number) =>
  toAppointment(ctx, await findAppointment(ctx, id));

/** GET /appointments: the caller's own; organisers everyone's or one person's. */
export const listAppointments = async (
  ctx: RequestContext,
  query: AppointmentListQuery,
): Promise<Appointment[]> => {
  const personId = isOrganiser(ctx) ? query.personId : ctx.auth.personId;
  if (personId === null) return [];
  const rows = await appointmentsRepository.list(ctx.tx, ctx.tenant.id, {
    personId,
    from: query.from,
    to: query.to,
    statuses: query.status ? [query.status] : undefined,
  });
  return rows.map((row) => toAppointment(ctx, row));
};

export const getAppointment = (ctx: RequestContext, id: number) => reload(ctx, id);

/** A person of the tenant; any other id is named as the field at fault. */
const assertPersonExists = async (ctx: RequestContext, personId: number) => {
  const [found] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id from person where tenant_id = ${ctx.tenant.id} and id = ${personId}`,
  );
  if (!found) throw invalidField('personId', 'No such person');
};

const textFields = (input: UpdateAppointmentInput) => ({
  subject: input.subject,
  date: input.date,
  startTime: input.startTime,
  endTime: input.endTime,
  place: input.place || null,
  videoLink: input.videoLink || null,
  notes: input.notes || null,
});

export const createAppointment = async (ctx: RequestContext, input: CreateAppointmentInput) => {
  assertOrganiser(ctx);
  await assertPersonExists(ctx, input.personId);
  const id = await appointmentsRepository.insert(ctx.tx, {
    tenantId: ctx.tenant.id,
    personId: input.personId,
    ...textFields(input),
    organiserLoginId: ctx.auth.loginId,
  });
  return reload(ctx, id);
};

const assertOpen = (row: AppointmentRow) => {
  if (row.status === 'cancelled') {
    throw new AppError('CONFLICT', 'This appointment was cancelled');
  }
};

/** POST /appointments/{id}: a new day or time asks the person again. */
export const updateAppointment = async (
  ctx: RequestContext,
  id: number,
  input: UpdateAppointmentInput,
) => {
  assertOrganiser(ctx);
  const row = await findAppointment(ctx, id);
  assertOpen(row);
  const moved =
    row.date !== input.date || row.startTime !== input.startTime || row.endTime !== input.endTime;
  await appointmentsRepository.update(ctx.tx, ctx.tenant.id, id, {
    ...textFields(input),
    ...(moved ? { status: 'proposed', answerComment: null, answeredAt: null } : {}),
  });
  return reload(ctx, id);
};

/** POST /appointments/{id}/answer: only the person invited; they may change their mind. */
export const answerAppointment = async (
  ctx: RequestContext,
  id: number,
  input: AnswerAppointmentInput,
) => {
  const row = await findAppointment(ctx, id);
  if (row.personId !== ctx.auth.personId) {
    throw forbidden('Only the person invited answers an appointment');
  }
  assertOpen(row);
  await appointmentsRepository.update(ctx.tx, ctx.tenant.id, id, {
    status: input.answer,
    answerComment: input.comment || null,
    answeredAt: ctx.clock.now(),
  });
  return reload(ctx, id);
};

/** DELETE /appointments/{id}: cancelled, not erased, so the person sees it was called off. */
export const cancelAppointment = async (ctx: RequestContext, id: number) => {
  assertOrganiser(ctx);
  const row = await findAppointment(ctx, id);
  assertOpen(row);
  await appointmentsRepository.update(ctx.tx, ctx.tenant.id, id, { status: 'cancelled' });
  return reload(ctx, id);
};

/** Appointments that take a person's time in a date range (calendars, planners, feeds). */
export const appointmentsTakingTime = async (
  tx: Executor,
  tenantId: number,
  personId: number,
  range: { from: string; to: string },
) =>
  appointmentsRepository.list(tx, tenantId, {
    personId,
    ...range,
    statuses: timeTakingAppointmentStatuses,
  });

/**
 * SQL: the appointment under `alias` takes the person's time (planners' calendars and
 * find-best-person read the table in their own queries).
 */
export const appointmentTakesTimeSql = (alias: string): SQL =>
  sql`${sql.raw(alias)}.status in (${sql.join(
    timeTakingAppointmentStatuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/** The caller's own appointments that take their time in a date range (home). */
export const myAppointmentsTakingTime = async (
  ctx: RequestContext,
  personId: number,
  range: { from: string; to: string },
): Promise<Appointment[]> =>
  (await appointmentsTakingTime(ctx.tx, ctx.tenant.id, personId, range)).map((row) =>
    toAppointment(ctx, row),
  );

/**
 * The same as a read for a combined statement (home), whose bounds it may compute and whose ids
 * may be placeholders. What the caller may do with each is decided for the caller who reads it
 * (`forCaller`), so the read holds no caller of its own and can serve every caller.
 */
export const myAppointmentsTakingTimeRead = (
  person: { tenantId: SqlValue<number>; personId: SqlValue<number> },
  range: { from: DateBound; to: DateBound },
): JsonRead<(forCaller: RequestContext) => Appointment[]> =>
  mapRead(
    jsonRawRows<AppointmentRow>(
      appointmentsRepository.listSql(person.tenantId, {
        personId: person.personId,
        ...range,
        statuses: timeTakingAppointmentStatuses,
      }),
    ),
    (rows) => (forCaller) => rows.map((row) => toAppointment(forCaller, row)),
  );

export type { AppointmentRow } from './appointments.repository';
