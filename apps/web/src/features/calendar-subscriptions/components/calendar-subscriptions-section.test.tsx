import type { CalendarSubscription, CalendarSubscriptionLink, UserRights } from '@crewhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import {
  apiDelete,
  apiError,
  apiGet,
  apiPost,
  sentCalls,
  sentRequests,
} from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { stubClipboard } from '@/testing/clipboard';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { CalendarSubscriptionsSection } from './calendar-subscriptions-section';

const phone: CalendarSubscription = {
  id: 4,
  personId: 1,
  kind: 'personal',
  name: 'My jobs',
  createdAt: '2026-11-20T09:00:00.000Z',
  renewedAt: null,
  refreshedAt: null,
  lastReadAt: null,
};

const linkOf = (subscription: CalendarSubscription, token: string): CalendarSubscriptionLink => {
  const feedUrl = `https://demo.crewhub.app/api/v1/calendarFeeds/${token}.ics`;
  return {
    subscription,
    feedUrl,
    googleCalendarUrl: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(
      feedUrl.replace('https:', 'webcal:'),
    )}`,
  };
};

const signIn = (userRights: UserRights = {}) =>
  startSession({ token: fakeToken(), userRights, mailboxUserRights: [], tenant: null });

beforeAll(loadTexts);
beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});
afterEach(() => clearSession());

describe('CalendarSubscriptionsSection', () => {
  it('subscribes to my jobs, shows the link once, copies it and links Google Calendar', async () => {
    signIn();
    const mine: CalendarSubscription[] = [];
    server.use(
      apiGet('/publicCalendarSubscriptions', () => mine),
      apiPost('/publicCalendarSubscriptions', () => {
        mine.push(phone);
        return linkOf(phone, 'secret-token');
      }),
    );
    const user = userEvent.setup();
    const clipboard = stubClipboard();
    renderWithProviders(<CalendarSubscriptionsSection />);
    expect(await screen.findByText('You have no calendar subscriptions yet.')).toBeTruthy();
    // Crew do not plan projects: no project feed to offer.
    expect(screen.queryByRole('button', { name: 'Subscribe to my projects' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Subscribe to my jobs' }));
    const panel = await screen.findByTestId('feed-link-panel');
    expect(sentRequests({ method: 'POST' })[0]?.body).toEqual({ kind: 'personal' });
    const field = within(panel).getByLabelText('Feed link');
    expect((field as HTMLInputElement).value).toContain('/calendarFeeds/secret-token.ics');
    await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(clipboard).toHaveBeenCalledWith(
      'https://demo.crewhub.app/api/v1/calendarFeeds/secret-token.ics',
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Link copied'));
    const google = within(panel).getByRole('link', { name: 'Add to Google Calendar' });
    expect(google.getAttribute('href')).toContain('cid=webcal');
    expect(await screen.findByTestId('calendar-subscription-4')).toBeTruthy();
  });

  it('offers planners a feed of their projects', async () => {
    signIn({ projects: { EDIT: ['ALL'] } });
    server.use(apiGet('/publicCalendarSubscriptions', []));
    renderWithProviders(<CalendarSubscriptionsSection />);
    expect(await screen.findByRole('button', { name: 'Subscribe to my projects' })).toBeTruthy();
  });

  it('refreshes, renews and deletes a feed with their messages', async () => {
    signIn();
    let mine = [{ ...phone, lastReadAt: '2026-11-22T07:30:00.000Z' }];
    server.use(
      apiGet('/publicCalendarSubscriptions', () => mine),
      apiPost('/publicCalendarSubscriptionsRefresh', { subscription: phone, changedEvents: 2 }),
      apiPost('/publicCalendarSubscriptions/:id/renew', linkOf(phone, 'renewed-token')),
      apiDelete('/publicCalendarSubscriptions/:id', () => {
        mine = [];
        return { id: 4, deleted: true };
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CalendarSubscriptionsSection />);
    const row = await screen.findByTestId('calendar-subscription-4');
    expect(within(row).getByText(/Last read by a calendar app/)).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Google Calendar refreshed'));
    expect(sentRequests({ path: '/publicCalendarSubscriptionsRefresh' })[0]?.body).toEqual({
      id: 4,
    });

    await user.click(within(row).getByRole('button', { name: 'Renew link' }));
    const panel = await screen.findByTestId('feed-link-panel');
    expect((within(panel).getByLabelText('Feed link') as HTMLInputElement).value).toContain(
      'renewed-token',
    );

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByTestId('confirm-modal-confirm'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Subscription deleted'));
    expect(sentCalls()).toContain('DELETE /publicCalendarSubscriptions/4');
    // The link of a deleted feed is gone with it.
    await waitFor(() => expect(screen.queryByTestId('feed-link-panel')).toBeNull());
    expect(await screen.findByText('You have no calendar subscriptions yet.')).toBeTruthy();
  });

  it('says there is a subscription issue when the feed cannot be made', async () => {
    signIn();
    server.use(
      apiGet('/publicCalendarSubscriptions', []),
      apiPost('/publicCalendarSubscriptions', apiError(500, 'INTERNAL')),
    );
    const user = userEvent.setup();
    renderWithProviders(<CalendarSubscriptionsSection />);
    await user.click(await screen.findByRole('button', { name: 'Subscribe to my jobs' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'There is an issue with your subscription, please contact support',
      ),
    );
  });
});
