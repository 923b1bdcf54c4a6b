import { defaultNotificationSettings, type PushSubscriptions } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { apiGet, apiPost, reply, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { PushNotificationsSection } from './push-notifications-section';

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const endpoint = 'https://push.example/this-device';
const publicKey = `B${'Q'.repeat(86)}`;

/** A browser with push: a service worker whose PushManager hands out one subscription. */
const stubPushBrowser = (permission: NotificationPermission = 'default') => {
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscription = {
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe,
  } as unknown as PushSubscription;
  const subscribe = vi.fn<(options: PushSubscriptionOptionsInit) => Promise<PushSubscription>>(
    async () => (current = subscription),
  );
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: async () => 'granted' });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { subscribe, unsubscribe };
};

const devices = (count: number): PushSubscriptions => ({
  publicKey,
  subscriptions: Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    service: 'push.example',
    userAgent: null,
    createdAt: '2026-11-20T09:00:00.000Z',
  })),
});

beforeAll(loadTexts);
beforeEach(() => {
  startSession({ token: fakeToken(), userRights: {}, mailboxUserRights: [], tenant: null });
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
  server.use(apiGet('/notificationSettings', defaultNotificationSettings));
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushNotificationsSection', () => {
  it('says when this browser cannot receive push', async () => {
    server.use(apiGet('/pushNotificationSubscriptions', devices(0)));
    renderWithProviders(<PushNotificationsSection />);
    expect((await screen.findByTestId('push-unavailable')).textContent).toContain(
      'This browser cannot receive push notifications',
    );
  });

  it('offers push at once where no service worker is registered (ready never settles)', async () => {
    stubPushBrowser();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined, ready: new Promise(() => undefined) },
    });
    server.use(apiGet('/pushNotificationSubscriptions', devices(0)));
    renderWithProviders(<PushNotificationsSection />);
    const turnOn = await screen.findByRole('button', { name: /turn on push/i });
    // It stays disabled (a spinner) for as long as this device's subscription is looked up.
    await waitFor(() => expect(turnOn).toHaveProperty('disabled', false));
  });

  it('turns push on for this device only, with the server key', async () => {
    const browser = stubPushBrowser();
    let count = 0;
    server.use(
      apiGet('/pushNotificationSubscriptions', () => devices(count)),
      apiPost('/setPushNotificationSubscription', () => {
        count += 1;
        return devices(1).subscriptions[0]!;
      }),
    );
    renderWithProviders(<PushNotificationsSection />);
    await userEvent.click(await screen.findByRole('button', { name: /turn on push/i }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Push notifications are enabled for this device only',
      ),
    );
    const [call] = sentRequests({ path: '/setPushNotificationSubscription' });
    expect(call!.body).toEqual({ endpoint, expirationTime: null, keys });
    const [options] = browser.subscribe.mock.calls[0]!;
    expect(options.applicationServerKey).toHaveLength(65);
    await waitFor(() =>
      expect(screen.getByTestId('push-device-state').textContent).toBe(
        'Push is on for this device. You receive push on 1 device.',
      ),
    );
  });

  it('turns push off for this device', async () => {
    const browser = stubPushBrowser('granted');
    server.use(
      apiGet('/pushNotificationSubscriptions', devices(1)),
      apiPost('/setPushNotificationSubscription', devices(1).subscriptions[0]!),
      apiPost('/deletePushNotificationSubscription', reply(204)),
    );
    renderWithProviders(<PushNotificationsSection />);
    await userEvent.click(await screen.findByRole('button', { name: /turn on push/i }));
    await userEvent.click(await screen.findByRole('button', { name: /turn off push/i }));
    await waitFor(() => expect(browser.unsubscribe).toHaveBeenCalled());
    expect(sentRequests({ path: '/deletePushNotificationSubscription' })[0]!.body).toEqual({
      endpoint,
    });
  });

  it('saves the choice of push or mail per category', async () => {
    server.use(
      apiGet('/pushNotificationSubscriptions', devices(0)),
      apiPost('/notificationSettings', defaultNotificationSettings),
    );
    renderWithProviders(<PushNotificationsSection />);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: /reminders before a job: e-mail/i }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Notification settings saved'));
    const [call] = sentRequests({ method: 'POST', path: '/notificationSettings' });
    expect(call!.body).toMatchObject({
      channels: { reminders: { push: true, mail: false }, jobs: { push: true, mail: true } },
      quietFrom: '22:00',
      reminderHours: 12,
    });
  });
});
