import { appointmentSchema } from '../appointments/appointment.schema';
import { z } from 'zod';
import {
  jobSchema,
  locationSummarySchema,
  projectRefSchema,
  shiftTimesShape,
} from '../jobs/job.schema';
import { instantSchema } from '../time/date-schemas';
import { isoDateOutputSchema } from '../lists/dates';
import { supportedLanguages } from '../i18n/languages';
import { formToFillSchema } from '../forms/form.schema';
import { payrollSummarySchema } from '../payrolls/payroll.schema';
import { clientHomeSchema, officeHomeSchema, plannerHomeSchema } from './role-home.schema';

export const homeWarningCodes = [
  'JOB_TO_CONFIRM_SOON',
  'DOUBLE_BOOKING',
  'JOB_ON_UNAVAILABLE_DATE',
  'JOB_ON_DAY_OFF',
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

/**
 * A crew the person leads as crew chief without a position of their own on it: it shows beside
 * their jobs and opens the crew page. Its times span the crew's positions.
 */
export const ledCrewSchema = z.object({
  projectCrewId: z.number().int(),
  name: z.string(),
  shift: z.string(),
  project: projectRefSchema,
  location: locationSummarySchema.nullable(),
  ...shiftTimesShape,
});
export type LedCrew = z.infer<typeof ledCrewSchema>;

/** An entry of the "now" and "ongoing and next jobs" blocks: one of my jobs or a crew I lead. */
export const agendaItemSchema = z.discriminatedUnion('kind', [
  jobSchema.extend({ kind: z.literal('job') }),
  ledCrewSchema.extend({ kind: z.literal('crew') }),
]);
export type AgendaItem = z.infer<typeof agendaItemSchema>;

/** A project running today that the person works on (a job) or leads a crew of. */
export const ongoingProjectSchema = projectRefSchema.extend({
  beginDate: isoDateOutputSchema.nullable(),
  endDate: isoDateOutputSchema.nullable(),
  /** The person's own way in, for those who may not open the project itself. */
  via: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('job'), id: z.number().int() }),
    z.object({ kind: z.literal('crew'), id: z.number().int() }),
  ]),
});
export type OngoingProject = z.infer<typeof ongoingProjectSchema>;

/**
 * A paper the person should upload: their last upload of the type was rejected, or the type
 * asks people of one of their login types for it and they have none.
 */
export const documentToUploadSchema = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
  /** The rejected upload to replace; null when nothing of the type was uploaded yet. */
  rejected: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type DocumentToUpload = z.infer<typeof documentToUploadSchema>;

/** GET /home: every block of the home screen in one call; an empty list hides its block. */
export const homeDashboardSchema = z.object({
  lastVisitAt: instantSchema.nullable(),
  warnings: z.array(homeWarningSchema),
  now: z.array(agendaItemSchema),
  ongoingProjects: z.array(ongoingProjectSchema),
  changes: z.array(homeChangeSchema),
  jobsToConfirm: z.array(jobSchema),
  /** Payrolls waiting for the person's confirmation (needs payrolls READ), oldest first. */
  payrollsToConfirm: z.array(payrollSummarySchema),
  /** Forms the office asked the person to fill in, soonest due first. */
  formsToFill: z.array(formToFillSchema),
  unsignedDeliveryNotes: z.array(
    z.object({
      projectCrewId: z.number().int(),
      crewName: z.string(),
      date: isoDateOutputSchema,
      project: projectRefSchema,
    }),
  ),
  documentsToSign: z.array(namedItemSchema),
  documentsToUpload: z.array(documentToUploadSchema),
  /** Appointments today or tomorrow that are not declined or cancelled, soonest first. */
  appointments: z.array(appointmentSchema),
  /** The next five, soonest first. */
  ongoingAndNextJobs: z.array(agendaItemSchema),
  informationLinks: z.array(homeLinkSchema),
  shortcuts: z.array(homeLinkSchema),
  /** The blocks of a planner's, office's and client's work; null for anyone else. */
  planner: plannerHomeSchema.nullable(),
  office: officeHomeSchema.nullable(),
  client: clientHomeSchema.nullable(),
});
export type HomeDashboard = z.infer<typeof homeDashboardSchema>;

/** A home with no block to show and no role's blocks; the caller's links are added to it. */
export const emptyHomeBlocks = (): Omit<HomeDashboard, 'informationLinks' | 'shortcuts'> => ({
  lastVisitAt: null,
  warnings: [],
  now: [],
  ongoingProjects: [],
  changes: [],
  jobsToConfirm: [],
  payrollsToConfirm: [],
  formsToFill: [],
  unsignedDeliveryNotes: [],
  documentsToSign: [],
  documentsToUpload: [],
  appointments: [],
  ongoingAndNextJobs: [],
  planner: null,
  office: null,
  client: null,
});

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
