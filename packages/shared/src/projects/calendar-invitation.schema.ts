import { z } from 'zod';

/** POST /projects/{number}/calendarInvitations: whom to send the project's shifts to. */
export const sendCalendarInvitationInputSchema = z.object({ email: z.email().max(320) });
export type SendCalendarInvitationInput = z.infer<typeof sendCalendarInvitationInputSchema>;

/**
 * An address that receives the project's shifts as a calendar invitation. `sequence` is the
 * iCalendar SEQUENCE the address last got: every change of the shifts sends it again, one higher.
 */
export const calendarInvitationSchema = z.object({
  email: z.string(),
  sequence: z.number().int().min(0),
  sentAt: z.iso.datetime(),
});
export type CalendarInvitation = z.infer<typeof calendarInvitationSchema>;
