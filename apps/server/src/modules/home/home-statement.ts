import {
  addDays,
  hasRight,
  isOffice,
  isPlanner,
  localDateOf,
  officeTimeZone,
} from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  constantRead,
  decodeTogether,
  jsonRows,
  togetherStatement,
  type DateBound,
  type JsonRead,
  type SqlValue,
} from '../../db/json-read';
import { queryRowsOf, statementCache, type ValueSlots } from '../../db/statement-cache';
import type { RequestContext } from '../../lib/request-context';
import { myAppointmentsTakingTimeRead } from '../appointments';
import { unavailableIntervalsRead } from '../availability';
import { documentsToSignOnHomeRead } from '../document-signing';
import { formsToFillOnHomeRead } from '../forms';
import { jobsOfPerson, ledCrewsWithoutOwnJob, unsignedLedCrews } from '../jobs';
import { payrollsToConfirmOnHomeRead } from '../payrolls';
import { homeBookingIds } from './home-bookings.sql';
import { homeRepository, lastVisitAt } from './home.repository';
import { officeHomeRead, officeQueuesOf, type OfficeQueues } from './office-home';
import { plannerHomeRead, plansAllProjects, seesTodos } from './planner-home';

/** Unsigned delivery notes of crews from the last week stay on the crew chief's home. */
const unsignedLookBackDays = 7;
/** Crews led that home weighs for "now" and the next five; a day's work never reaches it. */
const ledCrewLimit = 20;

/**
 * Everything that changes the text of home's statement: which blocks and constant reads the
 * caller's login types and rights pick, and which of the caller's ids exist. Never who asks.
 */
export type HomeShape = {
  planner: boolean;
  todos: boolean;
  office: OfficeQueues | null;
  payrolls: boolean;
  login: boolean;
  contact: boolean;
};

export const homeShapeOf = (ctx: RequestContext): HomeShape => {
  const types = ctx.auth.loginTypes;
  const planner = isPlanner(types) && plansAllProjects(ctx);
  return {
    planner,
    todos: planner && seesTodos(ctx),
    office: isOffice(types) ? officeQueuesOf(ctx) : null,
    // The block links to /payrolls, which needs the right; forms are always the person's own.
    payrolls: hasRight(ctx.rights, 'payrolls', 'READ'),
    login: ctx.auth.loginId !== null,
    contact: ctx.auth.contactNumber !== null,
  };
};

/** A date (YYYY-MM-DD) `days` after the UTC date of `now`. */
export const utcDay = (now: Date, days: number): string =>
  addDays(now.toISOString().slice(0, 10), days);

/**
 * The request's values, every one a parameter of home's statement. What home derives from
 * them in code (UTC dates, the sessions' subject, the office's date) is computed here, once,
 * so the statement built for one caller holds none of them. The office's date only where the
 * shape reads it: a time zone conversion costs more than the rest together.
 */
export const homeValuesOf = (ctx: RequestContext, shape: HomeShape, now: Date) => ({
  tenantId: ctx.tenant.id,
  personId: ctx.auth.personId,
  now: now.toISOString(),
  utcYesterday: utcDay(now, -1),
  utcTomorrow: utcDay(now, 1),
  utcInTwoDays: utcDay(now, 2),
  officeToday: shape.office ? localDateOf(now, officeTimeZone) : null,
  loginSubject: ctx.auth.loginId === null ? null : `login:${ctx.auth.loginId}`,
  sessionId: ctx.auth.sessionId,
  // -1 matches no login: only the to-dos for nobody in particular, and no mail of one's own.
  loginIdOrNone: ctx.auth.loginId ?? -1,
  contactNumber: ctx.auth.contactNumber,
});

export type HomeValues = ReturnType<typeof homeValuesOf>;
export type HomeSlots = ValueSlots<HomeValues>;

/**
 * The blocks of each role the caller holds that are read with the person's own blocks: a
 * planner's staffing and the office's queues. Someone with two login types gets both.
 */
export const roleReads = (shape: HomeShape, slots: HomeSlots, today: DateBound) => ({
  planner: shape.planner
    ? plannerHomeRead(slots.tenantId, today, shape.todos ? slots.loginIdOrNone : null)
    : constantRead(null),
  office: shape.office
    ? officeHomeRead(shape.office, {
        tenantId: slots.tenantId,
        loginId: slots.loginIdOrNone,
        today: slots.officeToday,
      })
    : constantRead(null),
});

/**
 * The person's current and coming bookings (applications included), from `from` on (yesterday
 * in UTC, for night shifts and time zones); 'all' adds the time off the office booked.
 */
export const upcomingBookings = (
  tx: Executor,
  person: { tenantId: SqlValue<number>; personId: SqlValue<number> },
  options: { from: DateBound; bookings: 'work' | 'all'; idsIn?: SQL },
) =>
  jobsOfPerson(tx, person.tenantId, {
    personId: person.personId,
    statuses: ['applied', 'requested', 'confirmed', 'spare'],
    endDateFrom: options.from,
    bookings: options.bookings,
    idsIn: options.idsIn,
  });

/** The person's date today in their own time zone, computed once in home's statement. */
const homeDay = (slots: HomeSlots): SQL =>
  sql`home_day as (select (${slots.now}::timestamptz at time zone coalesce(
    (select p.timezone from person p where p.tenant_id = ${slots.tenantId} and p.id = ${slots.personId}),
    'Europe/Amsterdam'))::date as today)`;

const homeToday = sql`(select today from home_day)`;

/**
 * That day plus `days`, as an SQL date. The sum is taken inside the subquery: a bound that
 * applies a function (date + integer is not leakproof) cannot be an index condition under
 * row-level security, and the crews led were then found by reading every crew of the tenant.
 */
const dayFromToday = (days: number): SQL => sql`(select today + ${days}::integer from home_day)`;

const todayRead: JsonRead<string> = {
  sql: sql`(select today::text from home_day)`,
  decode: (json) => json as string,
};

/**
 * Every block of the person's home as one statement: each module hands over its block as a
 * read, and the bounds that depend on the person's own today are computed in that statement.
 * It sees the caller only through `shape` and `slots`.
 */
const personalReads = (tx: Executor, shape: HomeShape, slots: HomeSlots) => {
  const { tenantId, personId } = slots;
  const person = { tenantId, personId };
  const login = shape.login ? { subject: slots.loginSubject, sessionId: slots.sessionId } : null;
  const today = homeToday;
  return {
    ...roleReads(shape, slots, today),
    today: todayRead,
    visit: jsonRows(homeRepository.visit(tx, tenantId, personId, login)),
    // Only the bookings a block shows or weighs: a busy member has 400 coming.
    bookings: jsonRows(
      upcomingBookings(tx, person, {
        from: slots.utcYesterday,
        bookings: 'all',
        idsIn: homeBookingIds({
          ...person,
          utc: {
            yesterday: slots.utcYesterday,
            tomorrow: slots.utcTomorrow,
            inTwoDays: slots.utcInTwoDays,
          },
          today,
          lastVisitAt: sql`(${lastVisitAt(tx, tenantId, login)})`,
        }),
      }),
    ),
    ledCrews: jsonRows(
      ledCrewsWithoutOwnJob(tx, tenantId, { personId, from: dayFromToday(-1) }, ledCrewLimit),
    ),
    // Up to any date: only ranges meeting a job raise a warning.
    unavailable: unavailableIntervalsRead(tx, person, { from: today, to: sql`'infinity'::date` }),
    unsigned: jsonRows(
      unsignedLedCrews(
        tx,
        tenantId,
        { personId, from: dayFromToday(-unsignedLookBackDays), until: today },
        20,
      ),
    ),
    documentsToSign: documentsToSignOnHomeRead(tx, {
      tenantId,
      signer: { personId, contactNumber: shape.contact ? slots.contactNumber : null },
    }),
    ownPapers: homeRepository.ownPapers(tx, tenantId, personId),
    appointments: myAppointmentsTakingTimeRead(person, { from: today, to: dayFromToday(1) }),
    payrollsToConfirm: shape.payrolls
      ? payrollsToConfirmOnHomeRead(tx, tenantId, personId)
      : constantRead([]),
    formsToFill: formsToFillOnHomeRead(tx, tenantId, personId),
  };
};

/** The person's statement (with its `home_day`), built once per shape. */
export const buildPersonalStatement = (tx: Executor, shape: HomeShape, slots: HomeSlots) =>
  togetherStatement(personalReads(tx, shape, slots), homeDay(slots));

const personalStatement = statementCache({
  name: 'home',
  keyOf: (shape: HomeShape) => JSON.stringify(shape),
  build: buildPersonalStatement,
});

/** Every block of the person's home, read in one statement filled with this request's values. */
export const readPersonalHome = async (ctx: RequestContext, now: Date) => {
  const shape = homeShapeOf(ctx);
  const { built, query } = personalStatement.fill(ctx.tx, shape, homeValuesOf(ctx, shape, now));
  return decodeTogether(built.read, await queryRowsOf<{ value: unknown }>(ctx.tx, query));
};
