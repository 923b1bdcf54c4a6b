import { z } from 'zod';
import { workingTimeOverrideReasonSchema } from '../contracts/working-time.schema';
import { idSchema } from '../lists/ids';
import { crewItemStatusSchema } from '../planning/crew-item-status';

/** An assignment (projectCrewItemStatus): one person on one position. */
export const assignmentSchema = z.object({
  id: z.number().int(),
  projectCrewItemId: z.number().int(),
  personId: z.number().int(),
  personName: z.string(),
  status: crewItemStatusSchema,
  confirmedAt: z.string().nullable(),
  checkInAt: z.string().nullable(),
  checkOutAt: z.string().nullable(),
  proposedPaidHours: z.number().nullable(),
  proposedChargedHours: z.number().nullable(),
  updatedAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** POST /projectCrewItemStatus: a planner requests a person (or books them as spare). */
export const createAssignmentInputSchema = z.object({
  projectCrewItemId: idSchema,
  personId: idSchema,
  status: z.enum(['requested', 'confirmed', 'spare']).default('requested'),
  comment: z.string().trim().max(1000).optional(),
  overrideReason: workingTimeOverrideReasonSchema,
});
export type CreateAssignmentInput = z.infer<typeof createAssignmentInputSchema>;

export const updateAssignmentInputSchema = z.object({
  proposedPaidHours: z.number().min(0).max(1000).nullable().optional(),
  proposedChargedHours: z.number().min(0).max(1000).nullable().optional(),
  comment: z.string().trim().max(1000).optional(),
});
export type UpdateAssignmentInput = z.infer<typeof updateAssignmentInputSchema>;

/** Body of activate, notNeeded, reactivate and noShow: an optional note for the log. */
export const assignmentActionInputSchema = z
  .object({
    comment: z.string().trim().max(1000).optional(),
    overrideReason: workingTimeOverrideReasonSchema,
  })
  .default({});
export type AssignmentActionInput = z.infer<typeof assignmentActionInputSchema>;

/** GET /projects/{number}/crewBooking: who is booked where on the project. */
export const crewBookingSchema = assignmentSchema.extend({
  projectCrewId: z.number().int(),
  projectCrewName: z.string(),
  functionName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type CrewBooking = z.infer<typeof crewBookingSchema>;
