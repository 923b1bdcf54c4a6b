import { z } from 'zod';
import { idParamSchema } from '../lists/ids';
import { contactCardSchema } from '../crew-day/contact-card';
import { listQuerySchema } from '../lists/paging';
import { crewItemStatusSchema } from '../planning/crew-item-status';
import { instantSchema } from '../time/date-schemas';
import { isoDateOutputSchema } from '../lists/dates';

export const projectRefSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
});

export const locationSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
});

export const locationDetailSchema = locationSummarySchema.extend({
  street: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.string().nullable(),
  info: z.string().nullable(),
  mapLink: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** When a position's shift runs: its local dates and times, and the instants they make. */
export const shiftTimesShape = {
  startDate: isoDateOutputSchema,
  endDate: isoDateOutputSchema,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  startsAt: instantSchema,
  endsAt: instantSchema,
};

/** One assignment of the logged-in person: their job. `id` is the assignment id. */
export const jobSchema = z.object({
  id: z.number().int(),
  status: crewItemStatusSchema,
  projectCrewItemId: z.number().int(),
  projectCrewId: z.number().int(),
  project: projectRefSchema,
  crewName: z.string(),
  shift: z.string(),
  functionName: z.string(),
  ...shiftTimesShape,
  spare: z.boolean(),
  location: locationSummarySchema.nullable(),
  isCrewChief: z.boolean(),
  confirmedAt: instantSchema.nullable(),
  checkInAt: instantSchema.nullable(),
  checkOutAt: instantSchema.nullable(),
  /** The person's time zone (IANA): check-in and check-out times read in it, not the device's. */
  timeZone: z.string(),
  /** Requested and not started: the confirm button shows. */
  canConfirm: z.boolean(),
  /** Times or function changed after the person was asked ("has changed" colour). */
  hasChanged: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobDetailSchema = jobSchema.extend({
  location: locationDetailSchema.nullable(),
  crewInfo: z.string().nullable(),
  catering: z.string().nullable(),
  crewChief: contactCardSchema.nullable(),
  projectManager: contactCardSchema.nullable(),
  contactOnSite: contactCardSchema.nullable(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobTabs = ['past', 'upcoming', 'toConfirm', 'applied'] as const;
export const jobTabSchema = z.enum(jobTabs);
export type JobTab = z.infer<typeof jobTabSchema>;

export const jobListQuerySchema = listQuerySchema.extend({ tab: jobTabSchema.default('upcoming') });
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** `{id}` in a path (job, block date, vacation request, crew, position). */
export const byIdParamsSchema = z.object({ id: idParamSchema });

export const jobConfirmationSchema = z.object({ message: z.string(), job: jobSchema });
export type JobConfirmation = z.infer<typeof jobConfirmationSchema>;

/** A project crew the person leads as crew chief (GET /jobs/crewChief). */
export const crewChiefJobSchema = z.object({
  projectCrewId: z.number().int(),
  name: z.string(),
  date: isoDateOutputSchema,
  shift: z.string(),
  project: projectRefSchema,
  location: locationSummarySchema.nullable(),
  members: z.number().int(),
  checkedIn: z.number().int(),
  deliveryNoteSignedAt: instantSchema.nullable(),
  deliveryNoteReleasedAt: instantSchema.nullable(),
});
export type CrewChiefJob = z.infer<typeof crewChiefJobSchema>;

export const crewChiefJobListQuerySchema = listQuerySchema.extend({
  tab: z.enum(['upcoming', 'past']).default('upcoming'),
});
export type CrewChiefJobListQuery = z.infer<typeof crewChiefJobListQuerySchema>;
