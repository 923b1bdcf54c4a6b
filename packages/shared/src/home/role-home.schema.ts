import { z } from 'zod';
import { projectRefSchema } from '../jobs/job.schema';
import { isoDateOutputSchema } from '../lists/dates';

/**
 * The first items of a home block and how many there are in all: home shows a handful and
 * says "and 12 more" rather than loading every row.
 */
const counted = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ total: z.number().int(), items: z.array(item) });

/** People needed (the positions' rows) and people booked (requested, confirmed, spare). */
export const staffingSchema = z.object({
  needed: z.number().int(),
  booked: z.number().int(),
});
export type Staffing = z.infer<typeof staffingSchema>;

/** A position that still misses people. */
export const positionToStaffSchema = staffingSchema.extend({
  positionId: z.number().int(),
  project: projectRefSchema,
  crewName: z.string(),
  functionName: z.string(),
  startDate: isoDateOutputSchema,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type PositionToStaff = z.infer<typeof positionToStaffSchema>;

/** A person's assignment a planner must act on: a request, an application or a conflict. */
export const plannerAssignmentSchema = z.object({
  assignmentId: z.number().int(),
  personName: z.string(),
  functionName: z.string(),
  project: projectRefSchema,
  startDate: isoDateOutputSchema,
});
export type PlannerAssignment = z.infer<typeof plannerAssignmentSchema>;

export const planningConflictKinds = ['doubleBooking', 'unavailable'] as const;
export const planningConflictSchema = plannerAssignmentSchema.extend({
  kind: z.enum(planningConflictKinds),
});
export type PlanningConflict = z.infer<typeof planningConflictSchema>;

export const todoDueSchema = z.object({
  id: z.number().int(),
  caption: z.string(),
  dueDate: isoDateOutputSchema,
});

/** The planner's home: what to staff and answer in the coming two weeks. */
export const plannerHomeSchema = z.object({
  /** Every position of the next 14 days together. */
  staffing: staffingSchema,
  positionsToStaff: counted(positionToStaffSchema),
  requestsWaiting: counted(plannerAssignmentSchema),
  applications: counted(plannerAssignmentSchema),
  conflicts: counted(planningConflictSchema),
  /** Open to-dos due within a week (or overdue); null without to-do calendar READ. */
  todosDue: counted(todoDueSchema).nullable(),
});
export type PlannerHome = z.infer<typeof plannerHomeSchema>;

export const declinedLineSchema = z.object({
  id: z.number().int(),
  payrollNumber: z.string(),
  personName: z.string(),
  description: z.string(),
  feedback: z.string().nullable(),
});

export const receiptToApproveSchema = z.object({
  number: z.string(),
  personName: z.string(),
  date: isoDateOutputSchema,
  totalCents: z.number().int(),
});

export const invoiceDueSchema = z.object({
  number: z.string(),
  companyName: z.string(),
  dueDate: isoDateOutputSchema,
  totalCents: z.number().int(),
});

export const uploadToApproveSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  typeName: z.string(),
  /** Whose paper or which project's: the office reads who it is for. */
  ownerName: z.string().nullable(),
  project: projectRefSchema.nullable(),
});

export const unreadMailboxSchema = z.object({
  /** null: the caller's own mail. */
  mailboxId: z.number().int().nullable(),
  name: z.string(),
  unread: z.number().int(),
});

/**
 * The office's home. Each block is null when the caller may not open the screen that handles
 * it, so home never links to a page that answers 403.
 */
export const officeHomeSchema = z.object({
  declinedLines: counted(declinedLineSchema).nullable(),
  uploads: counted(uploadToApproveSchema).nullable(),
  profileApprovals: z.object({ changes: z.number().int(), pictures: z.number().int() }).nullable(),
  receipts: counted(receiptToApproveSchema).nullable(),
  overdueInvoices: counted(invoiceDueSchema).nullable(),
  unreadMail: z.array(unreadMailboxSchema).nullable(),
});
export type OfficeHome = z.infer<typeof officeHomeSchema>;

export const clientProjectSchema = projectRefSchema.extend({
  beginDate: isoDateOutputSchema.nullable(),
  endDate: isoDateOutputSchema.nullable(),
  ongoing: z.boolean(),
  staffing: staffingSchema,
});
export type ClientProject = z.infer<typeof clientProjectSchema>;

export const clientDeliveryNoteSchema = z.object({
  projectCrewId: z.number().int(),
  crewName: z.string(),
  date: isoDateOutputSchema,
  project: projectRefSchema,
});

/** A client contact's home: their company's projects, delivery notes and invoices. */
export const clientHomeSchema = z.object({
  projects: counted(clientProjectSchema),
  deliveryNotes: counted(clientDeliveryNoteSchema),
  /** null without invoices READ. */
  invoicesDue: counted(invoiceDueSchema.extend({ overdue: z.boolean() })).nullable(),
});
export type ClientHome = z.infer<typeof clientHomeSchema>;
