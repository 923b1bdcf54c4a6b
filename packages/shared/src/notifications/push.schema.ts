import { z } from 'zod';
import { idSchema } from '../lists/ids';

/** base64url without padding, as browsers hand out subscription keys. */
const base64Url = (bytes: number, field: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `${field} must be base64url`)
    .refine(
      (value) => Math.floor((value.length * 3) / 4) === bytes,
      `${field} has the wrong length`,
    );

/** A push service endpoint: browsers only hand out https URLs, and only those are called. */
const endpointSchema = z
  .url()
  .max(2000)
  .refine((value) => value.startsWith('https://'), 'The endpoint must be an https URL');

/**
 * POST /setPushNotificationSubscription: what `PushSubscription.toJSON()` gives in the browser.
 * p256dh is an uncompressed P-256 point (65 bytes), auth a 16-byte secret (RFC 8291).
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64Url(65, 'p256dh'), auth: base64Url(16, 'auth') }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** POST /deletePushNotificationSubscription: the device's endpoint. */
export const deletePushSubscriptionInputSchema = z.object({ endpoint: endpointSchema });
export type DeletePushSubscriptionInput = z.infer<typeof deletePushSubscriptionInputSchema>;

/** One device that receives my push notifications (the endpoint itself stays private). */
export const pushSubscriptionSchema = z.object({
  id: idSchema,
  /** The push service, e.g. `fcm.googleapis.com`, so a person can tell devices apart. */
  service: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;

/** GET /pushNotificationSubscriptions: the server's VAPID public key and my devices. */
export const pushSubscriptionsSchema = z.object({
  publicKey: z.string(),
  subscriptions: z.array(pushSubscriptionSchema),
});
export type PushSubscriptions = z.infer<typeof pushSubscriptionsSchema>;

/** What the service worker receives in a push message (JSON, encrypted by the server). */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The app path the notification opens, e.g. `/jobs/12`. */
  url: z.string(),
  /** Notices with the same tag replace each other on the device. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
