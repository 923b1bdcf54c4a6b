import { z } from 'zod';
import { idParamSchema } from '../lists/ids';
import { isoDateSchema } from '../lists/dates';
import { listQuerySchema } from '../lists/paging';

export const projectStates = ['client_draft', 'quoted', 'confirmed'] as const;
export const projectStateSchema = z.enum(projectStates);
export type ProjectState = z.infer<typeof projectStateSchema>;

/** Project lists and contact project lists start here; older projects are never listed. */
export const projectListStartDate = '2018-01-01';

/** A project as the API returns it (GET /projects, /projects/{number}). */
export const projectSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  clientMark: z.string().nullable(),
  contactId: z.number().int().nullable(),
  contactName: z.string().nullable(),
  reference: z.string().nullable(),
  beginDate: z.string().nullable(),
  endDate: z.string().nullable(),
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  crewChiefPersonId: z.number().int().nullable(),
  crewChiefName: z.string().nullable(),
  projectManagerPersonId: z.number().int().nullable(),
  projectManagerName: z.string().nullable(),
  comment: z.string().nullable(),
  branchId: z.number().int().nullable(),
  branchName: z.string().nullable(),
  defaultCateringTypeId: z.number().int().nullable(),
  defaultCateringTypeName: z.string().nullable(),
  rateCardId: z.number().int().nullable(),
  rateCardName: z.string().nullable(),
  /** The hourly price charged to the client, in cents. */
  rateCents: z.number().int().nullable(),
  projectType: z.string().nullable(),
  state: projectStateSchema,
  closed: z.boolean(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectTabs = ['ongoing', 'past', 'requested'] as const;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * GET /projects. Tabs: ongoing = confirmed and not ended; past = ended; requested = quoted or
 * client draft and not ended. `scope=my` keeps the caller's own projects; from/to select
 * projects overlapping that period (projects calendar).
 */
export const projectListQuerySchema = listQuerySchema.extend({
  tab: z.enum(projectTabs).optional(),
  scope: z.enum(['all', 'my']).default('all'),
  closed: booleanQuery.optional(),
  state: projectStateSchema.optional(),
  q: z.string().trim().max(100).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const projectNumberParamsSchema = z.object({ number: z.string().min(1).max(40) });
export const entityIdParamsSchema = z.object({ id: idParamSchema });

/**
 * The project type the office gives unpaid time off (an internal vacation project): it paints the
 * day as unpaid and is never offered to planners as a type to pick.
 */
export const unpaidProjectType = 'unpaid';

/** GET /projectTypes: project types in use, 100 per page by default. */
export const projectTypeListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export const projectTypeSchema = z.object({ name: z.string(), projectCount: z.number().int() });

/** GET /projects/{number}/password: whether guests can open the project. */
export const projectPasswordStatusSchema = z.object({
  projectNumber: z.string(),
  hasPassword: z.boolean(),
  /** The last day guests may log in; null: until the planner revokes access. */
  expiresOn: z.string().nullable(),
  /** Login link without the password; the planner shares the password separately. */
  loginPath: z.string(),
});
export type ProjectPasswordStatus = z.infer<typeof projectPasswordStatusSchema>;
/** POST /projects/{number}/password answers once with the new password. */
export const projectPasswordSchema = projectPasswordStatusSchema.extend({ password: z.string() });

/** GET /projects/{number}/guestVisits: one guest login with the project's password. */
export const projectGuestVisitSchema = z.object({
  visitedAt: z.string(),
  /** The address the guest came from, to spot a password shared beyond the event. */
  address: z.string(),
});
export type ProjectGuestVisit = z.infer<typeof projectGuestVisitSchema>;

/**
 * GET /projects/{number}/calendarLink: the subscription feed (iCal) of the project, on the
 * tenant's public origin so a shared link works wherever the planner opened the app.
 */
/** The feed link, and a Google Calendar invitation over the project's real times. */
export const projectCalendarLinkSchema = z.object({
  icsUrl: z.url(),
  googleCalendarUrl: z.url().nullable(),
});
export const calendarFeedQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** Message-only answers, e.g. "added new member to membership crew". */
export const messageSchema = z.object({ message: z.string() });
