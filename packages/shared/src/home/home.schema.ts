import { z } from 'zod';
import { jobSchema, projectRefSchema } from '../jobs/job.schema';
import { instantSchema } from '../time/date-schemas';
import { isoDateOutputSchema } from '../lists/dates';
import { supportedLanguages } from '../i18n/languages';

export const homeWarningCodes = [
  'JOB_TO_CONFIRM_SOON',
  'DOUBLE_BOOKING',
  'JOB_ON_UNAVAILABLE_DATE',
  'NOT_CHECKED_IN',
] as const;

export const homeWarningSchema = z.object({
  code: z.enum(homeWarningCodes),
  message: z.string(),
  jobId: z.number().int().nullable(),
  date: isoDateOutputSchema.nullable(),
});
export type HomeWarning = z.infer<typeof homeWarningSchema>;

export const homeChangeSchema = z.object({
  jobId: z.number().int(),
  kind: z.enum(['status', 'position']),
  status: z.string(),
  changedAt: instantSchema,
  projectName: z.string(),
  startDate: isoDateOutputSchema,
});

export const homeLinkSchema = z.object({ key: z.string(), title: z.string(), path: z.string() });
export type HomeLink = z.infer<typeof homeLinkSchema>;

const namedItemSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /home: every block of the home screen in one call; an empty list hides its block. */
export const homeDashboardSchema = z.object({
  lastVisitAt: instantSchema.nullable(),
  warnings: z.array(homeWarningSchema),
  now: z.array(jobSchema),
  ongoingProjects: z.array(
    projectRefSchema.extend({
      beginDate: isoDateOutputSchema.nullable(),
      endDate: isoDateOutputSchema.nullable(),
    }),
  ),
  /** Filled once forms exist. */
  forms: z.array(namedItemSchema),
  changes: z.array(homeChangeSchema),
  jobsToConfirm: z.array(jobSchema),
  /** Filled once payrolls exist. */
  payrollsToConfirm: z.array(namedItemSchema),
  unsignedDeliveryNotes: z.array(
    z.object({
      projectCrewId: z.number().int(),
      crewName: z.string(),
      date: isoDateOutputSchema,
      project: projectRefSchema,
    }),
  ),
  /** Filled once documents exist. */
  documentsToSign: z.array(namedItemSchema),
  documentsToUpload: z.array(namedItemSchema),
  ongoingAndNextJobs: z.array(jobSchema),
  informationLinks: z.array(homeLinkSchema),
  shortcuts: z.array(homeLinkSchema),
});
export type HomeDashboard = z.infer<typeof homeDashboardSchema>;

/** A block the office wrote for all crew: check-in rules, dress code, payroll dates, links. */
export const crewInfoItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** An http(s) address or an app path; anything else is dropped by the server. */
  url: z.string().nullable(),
  category: z.string().nullable(),
  language: z.enum(supportedLanguages).nullable(),
});
export type CrewInfoItem = z.infer<typeof crewInfoItemSchema>;

export const crewInfoQuerySchema = z.object({
  /** The UI language; without it the login's language (or the tenant default) applies. */
  language: z.enum(supportedLanguages).optional(),
});
export type CrewInfoQuery = z.infer<typeof crewInfoQuerySchema>;

export const crewInfoSchema = z.object({
  links: z.array(homeLinkSchema),
  /** In the requested language plus the language-neutral ones, in the office's order. */
  items: z.array(crewInfoItemSchema),
  /** Crew information the planners wrote on the person's upcoming positions. */
  jobs: z.array(
    z.object({
      jobId: z.number().int(),
      project: projectRefSchema,
      functionName: z.string(),
      startDate: isoDateOutputSchema,
      crewInfo: z.string(),
    }),
  ),
});
export type CrewInfo = z.infer<typeof crewInfoSchema>;
