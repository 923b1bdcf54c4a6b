import { z } from 'zod';
import { idParamSchema, idSchema } from '../lists/ids';
import { isoDateOutputSchema, isoDateSchema, timeSchema } from '../lists/dates';
import { instantSchema } from '../time/date-schemas';

/**
 * Where an appointment stands: the office or a planner proposes it, the person accepts or
 * declines, the organiser may cancel it. Proposed and accepted ones take the person's time.
 */
export const appointmentStatuses = ['proposed', 'accepted', 'declined', 'cancelled'] as const;
export const appointmentStatusSchema = z.enum(appointmentStatuses);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;

/** Statuses that keep the time blocked on calendars and for planners. */
export const timeTakingAppointmentStatuses = [
  'proposed',
  'accepted',
] as const satisfies readonly AppointmentStatus[];

export const appointmentTakesTime = (status: AppointmentStatus): boolean =>
  (timeTakingAppointmentStatuses as readonly AppointmentStatus[]).includes(status);

/** A video call link: only web addresses, never `javascript:` or other schemes. */
const videoLinkSchema = z.url({ protocol: /^https?$/, message: 'Use an http or https address' });

const appointmentFields = {
  subject: z.string().trim().min(1).max(200),
  date: isoDateSchema,
  startTime: timeSchema,
  endTime: timeSchema,
  place: z.string().trim().max(300).nullish(),
  videoLink: videoLinkSchema.max(500).nullish(),
  notes: z.string().trim().max(2000).nullish(),
};

const endsAfterStart = {
  path: ['endTime'],
  message: 'The end time must lie after the start time',
};

/** POST /appointments: the office or a planner invites a person. */
export const createAppointmentInputSchema = z
  .object({ personId: idSchema, ...appointmentFields })
  .refine((input) => input.endTime > input.startTime, endsAfterStart);
export type CreateAppointmentInput = z.infer<typeof createAppointmentInputSchema>;

/** POST /appointments/{id}: the organiser moves or rewrites it; a new time asks again. */
export const updateAppointmentInputSchema = z
  .object(appointmentFields)
  .refine((input) => input.endTime > input.startTime, endsAfterStart);
export type UpdateAppointmentInput = z.infer<typeof updateAppointmentInputSchema>;

/** POST /appointments/{id}/answer: the person accepts or declines, with an optional note. */
export const answerAppointmentInputSchema = z.object({
  answer: z.enum(['accepted', 'declined']),
  comment: z.string().trim().max(500).nullish(),
});
export type AnswerAppointmentInput = z.infer<typeof answerAppointmentInputSchema>;

export const appointmentSchema = z.object({
  id: z.number().int(),
  person: z.object({ id: z.number().int(), name: z.string() }),
  subject: z.string(),
  date: isoDateOutputSchema,
  startTime: z.string(),
  endTime: z.string(),
  /** Start and end as instants in the person's time zone. */
  startsAt: instantSchema,
  endsAt: instantSchema,
  timeZone: z.string(),
  place: z.string().nullable(),
  videoLink: z.string().nullable(),
  notes: z.string().nullable(),
  status: appointmentStatusSchema,
  answerComment: z.string().nullable(),
  organiser: z.string().nullable(),
  /** The caller is the person invited and may answer. */
  canAnswer: z.boolean(),
  /** The caller organises appointments (office or planner) and may edit or cancel it. */
  canEdit: z.boolean(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** GET /appointments: the caller's own, or a person's or everyone's for organisers. */
export const appointmentListQuerySchema = z
  .object({
    personId: idParamSchema.optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    status: appointmentStatusSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end of the range must not lie before its start',
  });
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;
