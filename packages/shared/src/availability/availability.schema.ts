import { z } from 'zod';
import { positionColours } from '../planning/calendar-colours';
import { appointmentStatusSchema } from '../appointments/appointment.schema';
import { crewItemStatusSchema } from '../planning/crew-item-status';
import { instantSchema, monthSchema } from '../time/date-schemas';
import { isoDateOutputSchema, isoDateSchema } from '../lists/dates';
import { personalCalendarLegendColours } from './personal-calendar-day';

const endNotBeforeStart = (range: { startDate: string; endDate?: string | null }) =>
  !range.endDate || range.endDate >= range.startDate;
const rangeIssue = { message: 'The end date lies before the start date', path: ['endDate'] };

/**
 * `confirm: true` is the answer to "are you sure, this date is already confirmed"; without it
 * the server refuses a range that covers a confirmed job (409 DATE_ALREADY_CONFIRMED).
 */
const confirmField = z.boolean().default(false);

export const blockDateSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  startDate: isoDateOutputSchema,
  endDate: isoDateOutputSchema.nullable(),
  createdAt: instantSchema,
});
export type BlockDate = z.infer<typeof blockDateSchema>;

export const createBlockDateInputSchema = z
  .object({
    reason: z.string().trim().min(1).max(200),
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullish(),
    confirm: confirmField,
  })
  .refine(endNotBeforeStart, rangeIssue);
export type CreateBlockDateInput = z.infer<typeof createBlockDateInputSchema>;

export const vacationRequestStatuses = ['requested', 'approved', 'rejected'] as const;
export const vacationRequestStatusSchema = z.enum(vacationRequestStatuses);
export type VacationRequestStatus = z.infer<typeof vacationRequestStatusSchema>;

export const vacationRequestSchema = z.object({
  id: z.number().int(),
  startDate: isoDateOutputSchema,
  endDate: isoDateOutputSchema.nullable(),
  status: vacationRequestStatusSchema,
  unpaid: z.boolean(),
  comment: z.string().nullable(),
  createdAt: instantSchema,
});
export type VacationRequest = z.infer<typeof vacationRequestSchema>;

export const createVacationRequestInputSchema = z
  .object({
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullish(),
    unpaid: z.boolean().default(false),
    comment: z.string().trim().max(1000).nullish(),
    confirm: confirmField,
  })
  .refine(endNotBeforeStart, rangeIssue);
export type CreateVacationRequestInput = z.infer<typeof createVacationRequestInputSchema>;

export const personalCalendarQuerySchema = z.object({ month: monthSchema });
export type PersonalCalendarQuery = z.infer<typeof personalCalendarQuerySchema>;

const legendKeySchema = z.enum(
  Object.keys(personalCalendarLegendColours) as [keyof typeof personalCalendarLegendColours],
);
const colourKeySchema = z.enum(Object.keys(positionColours) as [keyof typeof positionColours]);

export const personalCalendarEventSchema = z.object({
  /** timeOff: a sick day, vacation day or bank holiday the office booked (no job to open). */
  kind: z.enum(['job', 'blockDate', 'vacation', 'timeOff', 'appointment']),
  /** Job (assignment, also of time off), block date, vacation request or appointment id. */
  id: z.number().int(),
  title: z.string(),
  status: z
    .union([crewItemStatusSchema, vacationRequestStatusSchema, appointmentStatusSchema])
    .nullable(),
  startsAt: instantSchema,
  endsAt: instantSchema,
  legend: legendKeySchema,
  colourKey: colourKeySchema.nullable(),
  colour: z.string(),
});

export const personalCalendarSchema = z.object({
  month: monthSchema,
  timeZone: z.string(),
  /** Only days with events, each in the colour of its legend entry. */
  days: z.array(
    z.object({
      date: isoDateOutputSchema,
      legend: legendKeySchema,
      colourKey: colourKeySchema.nullable(),
      colour: z.string(),
      events: z.array(personalCalendarEventSchema),
    }),
  ),
  legend: z.array(z.object({ key: legendKeySchema, colour: z.string() })),
});
export type PersonalCalendar = z.infer<typeof personalCalendarSchema>;
export type PersonalCalendarEvent = z.infer<typeof personalCalendarEventSchema>;

export const deletedResultSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
export type DeletedResult = z.infer<typeof deletedResultSchema>;
