import { z } from 'zod';

/**
 * What a notification is about; a person chooses push and/or mail per category in the profile.
 * jobs: offered, requested, confirmed, changed or cancelled; reminders: before a shift;
 * planning: for planners, crew who decline or apply.
 */
export const notificationCategories = [
  'jobs',
  'reminders',
  'documents',
  'payrolls',
  'planning',
] as const;
export const notificationCategorySchema = z.enum(notificationCategories);
export type NotificationCategory = z.infer<typeof notificationCategorySchema>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');

export const notificationChannelsSchema = z.object({ push: z.boolean(), mail: z.boolean() });
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/**
 * One entry per category, each named: an object rather than a record, so the API document
 * lists every category as a property (a record with enum keys is not valid strict JSON Schema).
 */
const channelsByCategorySchema = z.object(
  Object.fromEntries(
    notificationCategories.map((category) => [category, notificationChannelsSchema]),
  ) as Record<NotificationCategory, typeof notificationChannelsSchema>,
);

/** GET and POST /notificationSettings: the caller's choices. */
export const notificationSettingsSchema = z.object({
  channels: channelsByCategorySchema,
  /** No push between these local times (in the person's time zone); held until `quietUntil`. */
  quietFrom: clockTime,
  quietUntil: clockTime,
  /** How long before a shift the reminder comes. */
  reminderHours: z.number().int().min(1).max(72),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const defaultNotificationSettings: NotificationSettings = {
  channels: Object.fromEntries(
    notificationCategories.map((category) => [category, { push: true, mail: true }]),
  ) as NotificationSettings['channels'],
  quietFrom: '22:00',
  quietUntil: '07:00',
  reminderHours: 12,
};
