import { pushSubscriptionInputSchema, type PushSubscriptionInput } from '@crewhub/shared';

/** What this browser allows: no push at all, push blocked by the person, or push possible. */
export type PushSupport = 'unsupported' | 'denied' | 'available';

export const pushSupport = (): PushSupport => {
  if (
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'available';
};

/** A VAPID public key (base64url, as the server hands it out) as the bytes PushManager wants. */
export const base64UrlToBytes = (value: string): Uint8Array<ArrayBuffer> => {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

/** The subscription as the API takes it (the browser's JSON, checked by the shared schema). */
export const toSubscriptionInput = (subscription: PushSubscription): PushSubscriptionInput =>
  pushSubscriptionInputSchema.parse(subscription.toJSON());

/**
 * The active service worker push goes through. Where none is registered (the browser's settings
 * block it, or it failed to install) there is nothing to wait for: `ready` would never settle and
 * the section would spin for ever.
 */
const activeRegistration = async (): Promise<ServiceWorkerRegistration | null> =>
  (await navigator.serviceWorker.getRegistration()) ? navigator.serviceWorker.ready : null;

/** This device's push subscription, if it has one. */
export const currentSubscription = async (): Promise<PushSubscription | null> =>
  (await activeRegistration())?.pushManager.getSubscription() ?? null;

/**
 * Asks for permission and subscribes this device with the server's key. Answers null when the
 * person did not allow notifications.
 */
export const subscribeDevice = async (publicKey: string): Promise<PushSubscription | null> => {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await activeRegistration();
  if (!registration) throw new Error('No service worker is registered to receive push');
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
};
