import {
  payrollActivityCategory,
  type Activity,
  type ActivitySubjectType,
  type ListQuery,
  type Page,
  type PayrollActivityEvent,
  type SubjectActivityInput,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { activitiesRepository, type ActivityInsert } from '../activities/activities.repository';
import { createActivity, listActivities } from '../activities/activities.service';
import {
  assertPayrollEditor,
  findPayroll,
  findPayrollItem,
  type PayrollContext,
} from './payroll-access';

type PayrollActivity = Omit<ActivityInsert, 'tenantId' | 'createdByLoginId' | 'category'> & {
  event: PayrollActivityEvent;
  subjectType: Extract<ActivitySubjectType, 'payroll' | 'payroll_item'>;
};

/**
 * Logs or tasks of the payroll flow, written in the caller's transaction. The caption is for
 * the office's lists; screens word the entry by its event (the category).
 */
export const recordPayrollActivity = (
  tx: Executor,
  ctx: PayrollContext,
  { event, ...activity }: PayrollActivity,
) =>
  activitiesRepository.insert(tx, {
    ...activity,
    tenantId: ctx.tenant.id,
    category: payrollActivityCategory(event),
    createdByLoginId: ctx.auth.loginId,
  });

/** GET /payrollItems/{id}/activities: the line's history, for whoever sees the line. */
export const payrollItemActivities = async (
  ctx: PayrollContext,
  id: number,
  query: ListQuery,
): Promise<Page<Activity>> => {
  await withTenant(ctx.db, ctx.tenant.id, (tx) => findPayrollItem(tx, ctx, id));
  return listActivities(ctx, { ...query, subjectType: 'payroll_item', subjectId: id });
};

/** POST /payrollItems/{id}/activities: an office note or task on the line. */
export const createPayrollItemActivity = async (
  ctx: PayrollContext,
  id: number,
  input: SubjectActivityInput,
): Promise<Activity> => {
  assertPayrollEditor(ctx);
  await withTenant(ctx.db, ctx.tenant.id, (tx) => findPayrollItem(tx, ctx, id));
  return createActivity(ctx, { ...input, subjectType: 'payroll_item', subjectId: id });
};

/** POST /payrolls/{number}/activities: an office note or task on the payroll. */
export const createPayrollActivity = async (
  ctx: PayrollContext,
  number: string,
  input: SubjectActivityInput,
): Promise<Activity> => {
  assertPayrollEditor(ctx);
  const payroll = await withTenant(ctx.db, ctx.tenant.id, (tx) => findPayroll(tx, ctx, number));
  return createActivity(ctx, { ...input, subjectType: 'payroll', subjectId: payroll.id });
};
