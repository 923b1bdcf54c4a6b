import type { RequestContext } from '../../lib/request-context';
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
import { createActivity, insertActivity, listActivities, type ActivityInsert } from '../activities';
import { assertPayrollEditor, findPayroll, findPayrollItem } from './payroll-access';

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
  ctx: RequestContext,
  { event, ...activity }: PayrollActivity,
) =>
  insertActivity(tx, {
    ...activity,
    tenantId: ctx.tenant.id,
    category: payrollActivityCategory(event),
    createdByLoginId: ctx.auth.loginId,
  });

/** GET /payrollItems/{id}/activities: the line's history, for whoever sees the line. */
export const payrollItemActivities = async (
  ctx: RequestContext,
  id: number,
  query: ListQuery,
): Promise<Page<Activity>> => {
  await findPayrollItem(ctx.tx, ctx, id);
  return listActivities(ctx, { ...query, subjectType: 'payroll_item', subjectId: id });
};

/** POST /payrollItems/{id}/activities: an office note or task on the line. */
export const createPayrollItemActivity = async (
  ctx: RequestContext,
  id: number,
  input: SubjectActivityInput,
): Promise<Activity> => {
  assertPayrollEditor(ctx);
  await findPayrollItem(ctx.tx, ctx, id);
  return createActivity(ctx, { ...input, subjectType: 'payroll_item', subjectId: id });
};

/** POST /payrolls/{number}/activities: an office note or task on the payroll. */
export const createPayrollActivity = async (
  ctx: RequestContext,
  number: string,
  input: SubjectActivityInput,
): Promise<Activity> => {
  assertPayrollEditor(ctx);
  const payroll = await findPayroll(ctx.tx, ctx, number);
  return createActivity(ctx, { ...input, subjectType: 'payroll', subjectId: payroll.id });
};
