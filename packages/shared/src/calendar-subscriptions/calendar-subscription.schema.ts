import { z } from 'zod';
import { idSchema } from '../lists/ids';
import { instantSchema } from '../time/date-schemas';

/**
 * What a feed holds: `personal` a person's jobs, blocked dates and vacation; `projects` the
 * projects a planner manages.
 */
export const calendarSubscriptionKinds = ['personal', 'projects'] as const;
export const calendarSubscriptionKindSchema = z.enum(calendarSubscriptionKinds);
export type CalendarSubscriptionKind = z.infer<typeof calendarSubscriptionKindSchema>;

/** A subscription as listed: never its link, which exists only when it is made or renewed. */
export const calendarSubscriptionSchema = z.object({
  id: z.number().int(),
  personId: z.number().int(),
  kind: calendarSubscriptionKindSchema,
  name: z.string(),
  createdAt: instantSchema,
  renewedAt: instantSchema.nullable(),
  refreshedAt: instantSchema.nullable(),
  /** When a calendar app last read the feed; null while nobody has. */
  lastReadAt: instantSchema.nullable(),
});
export type CalendarSubscription = z.infer<typeof calendarSubscriptionSchema>;

/** The answer to creating or renewing: the secret link, shown this once. */
export const calendarSubscriptionLinkSchema = z.object({
  subscription: calendarSubscriptionSchema,
  feedUrl: z.url(),
  googleCalendarUrl: z.url(),
});
export type CalendarSubscriptionLink = z.infer<typeof calendarSubscriptionLinkSchema>;

export const createCalendarSubscriptionInputSchema = z.object({
  kind: calendarSubscriptionKindSchema,
  name: z.string().trim().min(1).max(100).optional(),
});
export type CreateCalendarSubscriptionInput = z.infer<typeof createCalendarSubscriptionInputSchema>;

export const refreshCalendarSubscriptionInputSchema = z.object({ id: idSchema });
export type RefreshCalendarSubscriptionInput = z.infer<
  typeof refreshCalendarSubscriptionInputSchema
>;

/** The answer to a refresh: how many events changed since the calendar last saw them. */
export const calendarSubscriptionRefreshSchema = z.object({
  subscription: calendarSubscriptionSchema,
  changedEvents: z.number().int(),
});
export type CalendarSubscriptionRefresh = z.infer<typeof calendarSubscriptionRefreshSchema>;

/** Any text is taken: a malformed token is as unknown as a revoked one (404, not 400). */
export const calendarFeedParamsSchema = z.object({ token: z.string().min(1).max(200) });
