import {
  addDays,
  addMonths,
  payrollActivityCategory,
  payrollFeedbackDueDate,
  payrollFeedbackPriority,
  payrollLineAmounts,
  payrollTotalCents,
  zonedTimeToUtc,
  type PayrollItemStatus,
  type PayrollStatus,
} from '@crewhub/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Transaction } from '../client';
import {
  functionOfPosition,
  personOfAssignment,
  positionOfAssignment,
  projectOfPosition,
} from '../joins';
import {
  activities,
  functions,
  logins,
  payrollItems,
  payrolls,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  projects,
} from '../schema';
import { demoUserPersonIds } from './seed-crew-profiles';
import { seedWorkHistory } from './seed-work-history';

/** Hourly pay by function in cents; the office's rate table for flexible crew. */
const hourlyRatesCents: Record<string, number> = {
  Stagehand: 1650,
  'Spare stagehand': 1650,
  Runner: 1475,
  Rigger: 2100,
  'Forklift driver': 1825,
  'Crew chief': 2250,
  'Audio technician': 2050,
  'Lighting technician': 2050,
  'Hospitality host': 1525,
};
const lateShiftAllowanceCents = 1250;
const travelAllowancePerShiftCents = 828; // 36 km return at 23 cents per km
const colleagues = 4;
const months = 4;

type Work = Awaited<ReturnType<typeof workOf>>[number];
type Line = {
  assignmentId: number | null;
  description: string;
  beginAt: Date | null;
  endAt: Date | null;
  hours: number;
  rateCents: number;
  addOnCents: number;
};

/** Confirmed jobs of the people on work projects in the months paid, in date order. */
const workOf = (tx: Transaction, tenantId: number, personIds: number[], from: string, to: string) =>
  tx
    .select({
      assignmentId: projectCrewItemStatuses.id,
      personId: projectCrewItemStatuses.personId,
      timeZone: persons.timezone,
      date: projectCrewItems.startDate,
      endDate: projectCrewItems.endDate,
      startTime: projectCrewItems.startTime,
      endTime: projectCrewItems.endTime,
      hours: sql<string>`coalesce(${projectCrewItemStatuses.proposedPaidHours}, ${projectCrewItems.chargeableHours}, 8)`,
      checkInAt: projectCrewItemStatuses.checkInAt,
      checkOutAt: projectCrewItemStatuses.checkOutAt,
      functionName: functions.name,
      projectName: projects.name,
    })
    .from(projectCrewItemStatuses)
    .innerJoin(projectCrewItems, positionOfAssignment)
    .innerJoin(projects, projectOfPosition)
    .innerJoin(functions, functionOfPosition)
    .innerJoin(persons, personOfAssignment)
    .where(
      and(
        eq(projectCrewItemStatuses.tenantId, tenantId),
        inArray(projectCrewItemStatuses.personId, personIds),
        eq(projectCrewItemStatuses.status, 'confirmed'),
        isNull(projects.internalKind),
        gte(projectCrewItems.startDate, from),
        lt(projectCrewItems.startDate, to),
      ),
    )
    .orderBy(asc(projectCrewItems.startDate), asc(projectCrewItems.startTime));

const lineOf = (work: Work): Line => {
  const planned = (date: string, time: string | null) =>
    time ? zonedTimeToUtc(date, time.slice(0, 5), work.timeZone) : null;
  // Shifts ending at 22:00 or later (or past midnight) earn the late-shift allowance.
  const late =
    work.endTime !== null &&
    (work.endTime >= '22:00' || (work.startTime !== null && work.endTime < work.startTime));
  return {
    assignmentId: work.assignmentId,
    description: `${work.functionName} - ${work.projectName}`,
    beginAt: work.checkInAt ?? planned(work.date, work.startTime),
    endAt: work.checkOutAt ?? planned(work.endDate, work.endTime),
    hours: Number(work.hours),
    rateCents: hourlyRatesCents[work.functionName] ?? 1500,
    addOnCents: late ? lateShiftAllowanceCents : 0,
  };
};

const travelLine = (shifts: number): Line => ({
  assignmentId: null,
  description: `Travel allowance (${shifts} ${shifts === 1 ? 'shift' : 'shifts'})`,
  beginAt: null,
  endAt: null,
  hours: 0,
  rateCents: 0,
  addOnCents: shifts * travelAllowancePerShiftCents,
});

/** Who the demo shows in which state for the month just ended; older months are paid. */
const lastMonthStatus = (personId: number, users: Map<string, number>): PayrollStatus =>
  personId === users.get('crew') || personId === users.get('chief') ? 'to_confirm' : 'confirmed';

/**
 * Monthly payrolls of crew@, chief@ and the colleagues who worked most, from their confirmed
 * jobs (paid hours, rate by function, late-shift allowance) plus a travel allowance line. Older
 * months are paid; the month just ended waits for crew@ (home and the e2e confirm it) and for
 * chief@, who declined a line the office has yet to correct.
 */
export const seedPayrolls = async (
  tx: Transaction,
  options: { tenantId: number; today: string; guestProjectNumber: string },
) => {
  const { tenantId, today } = options;
  const users = await demoUserPersonIds(tx, tenantId, ['crew', 'chief']);
  const crew = users.get('crew');
  const chief = users.get('chief');
  if (crew === undefined || chief === undefined) return;
  await seedWorkHistory(tx, { ...options, users: { crew, chief } });

  const thisMonth = `${today.slice(0, 7)}-01`;
  const from = addMonths(thisMonth, -months);
  const busiest = await tx
    .select({ personId: projectCrewItemStatuses.personId })
    .from(projectCrewItemStatuses)
    .innerJoin(projectCrewItems, positionOfAssignment)
    .where(
      and(
        eq(projectCrewItemStatuses.tenantId, tenantId),
        eq(projectCrewItemStatuses.status, 'confirmed'),
        gte(projectCrewItems.startDate, from),
        lt(projectCrewItems.startDate, thisMonth),
        sql`${projectCrewItemStatuses.personId} not in (${crew}, ${chief})`,
      ),
    )
    .groupBy(projectCrewItemStatuses.personId)
    .orderBy(desc(sql`count(*)`), asc(projectCrewItemStatuses.personId))
    .limit(colleagues);
  const personIds = [crew, chief, ...busiest.map((row) => row.personId)];
  const work = await workOf(tx, tenantId, personIds, from, thisMonth);

  const drafts = personIds.flatMap((personId) =>
    Array.from({ length: months }, (_, index) => {
      const periodStart = addMonths(from, index);
      const periodEnd = addDays(addMonths(periodStart, 1), -1);
      const jobs = work.filter(
        (row) => row.personId === personId && row.date >= periodStart && row.date <= periodEnd,
      );
      const lastMonth = index === months - 1;
      const status: PayrollStatus = lastMonth ? lastMonthStatus(personId, users) : 'paid';
      return {
        number: `PR-${periodStart.slice(0, 7)}-${String(personId).padStart(4, '0')}`,
        personId,
        periodStart,
        periodEnd,
        status,
        lines: [...jobs.map(lineOf), travelLine(jobs.length)],
      };
    }).filter((draft) => draft.lines.length > 1),
  );
  if (drafts.length === 0) return;

  const withAmounts = drafts.map((draft) => {
    const lines = draft.lines.map((line) => ({ ...line, ...payrollLineAmounts(line) }));
    return { ...draft, lines, totalCents: payrollTotalCents(lines.map((line) => line.totalCents)) };
  });
  const inserted = await tx
    .insert(payrolls)
    .values(
      withAmounts.map((draft) => ({
        tenantId,
        number: draft.number,
        personId: draft.personId,
        periodStart: draft.periodStart,
        periodEnd: draft.periodEnd,
        status: draft.status,
        totalCents: draft.totalCents,
        // Paid on the 10th of the month after the period.
        paymentDate: draft.status === 'paid' ? addDays(draft.periodEnd, 10) : null,
        confirmedAt:
          draft.status === 'to_confirm'
            ? null
            : new Date(`${addDays(draft.periodEnd, 4)}T18:00:00Z`),
      })),
    )
    .returning({ id: payrolls.id, personId: payrolls.personId, status: payrolls.status });

  // chief@ disagrees with the travel allowance of the month just ended.
  const declinedAt = new Date(`${addDays(today, -1)}T16:00:00Z`);
  const feedback = 'I drove my own car to every load-out; the allowance should cover all shifts.';
  const itemRows = withAmounts.flatMap((draft, index) => {
    const payroll = inserted[index]!;
    const disputed = payroll.personId === chief && payroll.status === 'to_confirm';
    return draft.lines.map((line) => {
      const declined = disputed && line.assignmentId === null;
      const status: PayrollItemStatus = declined ? 'declined' : 'open';
      return {
        tenantId,
        payrollId: payroll.id,
        assignmentId: line.assignmentId,
        description: line.description,
        beginAt: line.beginAt,
        endAt: line.endAt,
        hours: line.hours.toFixed(2),
        rateCents: line.rateCents,
        addOnCents: line.addOnCents,
        sumCents: line.sumCents,
        totalCents: line.totalCents,
        status,
        feedback: declined ? feedback : null,
        declinedAt: declined ? declinedAt : null,
      };
    });
  });
  const items = await tx.insert(payrollItems).values(itemRows).returning({
    id: payrollItems.id,
    payrollId: payrollItems.payrollId,
    status: payrollItems.status,
  });
  const [chiefLogin] = await tx
    .select({ id: logins.id })
    .from(logins)
    .where(and(eq(logins.tenantId, tenantId), eq(logins.personId, chief)));
  const declinedItems = items.filter((item) => item.status === 'declined');
  // A demo without a disputed payroll for chief@ (no crew days last month) has no task to add.
  if (!declinedItems.length) return;
  await tx.insert(activities).values(
    declinedItems.map((item) => ({
      tenantId,
      caption: `Payroll ${withAmounts[inserted.findIndex((row) => row.id === item.payrollId)]!.number}: line declined`,
      body: feedback,
      type: 'TODO_PAYROLL_ITEM' as const,
      category: payrollActivityCategory('declined'),
      personPartyId: chief,
      subjectType: 'payroll_item',
      subjectId: item.id,
      dueDate: payrollFeedbackDueDate(declinedAt),
      priority: payrollFeedbackPriority,
      createdByLoginId: chiefLogin?.id ?? null,
      createdAt: declinedAt,
    })),
  );
};
