import { z } from 'zod';
import { isoDateSchema } from '../lists/dates';
import { idParamSchema } from '../lists/ids';
import { listQuerySchema } from '../lists/paging';

/** A person at a client company (GET /contacts). */
export const contactSchema = z.object({
  id: z.number().int(),
  contactNumber: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListQuerySchema = listQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  companyId: idParamSchema.optional(),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

/**
 * GET /contacts/{id}/plannerPlanningItems: the positions on the contact's projects from one
 * month back (the client's planning crew item list).
 */
export const plannerPlanningItemSchema = z.object({
  projectCrewItemId: z.number().int(),
  projectNumber: z.string(),
  projectName: z.string(),
  projectCrewId: z.number().int(),
  projectCrewName: z.string(),
  functionName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  amountOfRows: z.number().int(),
  confirmedCount: z.number().int(),
  requestedCount: z.number().int(),
  personNames: z.array(z.string()),
});
export type PlannerPlanningItem = z.infer<typeof plannerPlanningItemSchema>;

/** How far ahead the planning crew item list reaches when the caller names no end. */
export const plannerPlanningItemsHorizonMonths = 12;

/** GET /contacts/{id}/plannerPlanningItems: from one month back up to `to` (both included). */
export const plannerPlanningItemsQuerySchema = listQuerySchema.extend({
  to: isoDateSchema.optional(),
});
export type PlannerPlanningItemsQuery = z.infer<typeof plannerPlanningItemsQuerySchema>;
