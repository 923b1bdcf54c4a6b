import { z } from 'zod';
import type { ErrorCode } from '../errors/error-codes';
import { idParamSchema } from '../lists/ids';

/** The working-time rules checked before a planner confirms someone. */
export const workingTimeRules = ['rest', 'weeklyMaximum', 'quota'] as const;
export const workingTimeRuleSchema = z.enum(workingTimeRules);
export type WorkingTimeRule = z.infer<typeof workingTimeRuleSchema>;

/** The 409 code naming each rule, in the order a refusal names them. */
export const workingTimeBreachCodes = {
  rest: 'WORKING_TIME_REST_TOO_SHORT',
  weeklyMaximum: 'WORKING_TIME_WEEKLY_MAXIMUM',
  quota: 'WORKING_TIME_QUOTA_EXCEEDED',
} as const satisfies Record<WorkingTimeRule, ErrorCode>;

/**
 * One broken rule: the limit, what the confirmation would make of it, and the difference in
 * minutes (over the weekly maximum or the quota, short of the minimum rest).
 */
export const workingTimeBreachSchema = z.object({
  rule: workingTimeRuleSchema,
  limitMinutes: z.number().int(),
  actualMinutes: z.number().int(),
  differenceMinutes: z.number().int(),
});
export type WorkingTimeBreach = z.infer<typeof workingTimeBreachSchema>;

/** GET /projectCrewItems/{id}/workingTime?personId=: what confirming the person would breach. */
export const workingTimeCheckQuerySchema = z.object({
  personId: idParamSchema,
});
export const workingTimeCheckSchema = z.object({
  personId: z.number().int(),
  breaches: z.array(workingTimeBreachSchema),
});
export type WorkingTimeCheck = z.infer<typeof workingTimeCheckSchema>;

/** Confirming despite a breach needs a reason, which is logged with the assignment. */
export const workingTimeOverrideReasonSchema = z.string().trim().min(1).max(1000).optional();
