import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { clearSession, startSession } from '@/lib/session';
import { apiGet } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { setDeviceOnline } from '@/testing/network';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { OfflineNotice } from './offline-notice';

const JobTitle = () => {
  const { data } = useQuery({ queryKey: ['jobs', 'list'], queryFn: () => 'Stagehand' });
  return <p>{data}</p>;
};

const signIn = () =>
  startSession({ token: fakeToken(), userRights: {}, mailboxUserRights: [], tenant: null });

/** The server stops answering: a gateway says so for it (502). */
const serverGoesAway = async () => {
  server.use(apiGet('/jobs', () => new HttpResponse('Bad gateway', { status: 502 })));
  await apiRequest('/jobs').catch(() => undefined);
};

beforeAll(loadTexts);
afterEach(clearSession);

describe('the offline notice', () => {
  it('stays hidden online', () => {
    renderWithProviders(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells a signed-in user when the data on screen is from and that changes must wait', async () => {
    signIn();
    renderWithProviders(
      <>
        <OfflineNotice />
        <JobTitle />
      </>,
    );
    await screen.findByText('Stagehand');
    setDeviceOnline(false);
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain('You are offline');
    expect(banner.textContent).toMatch(/Showing your data from .*\d{2}:\d{2}\. Changes need a/);
  });

  it('tells a signed-out visitor that signing in needs a connection', async () => {
    renderWithProviders(<OfflineNotice />);
    setDeviceOnline(false);
    expect((await screen.findByRole('status')).textContent).toContain(
      'Signing in needs a connection',
    );
  });

  it('says Crewhub cannot be reached when the network is up but the server does not answer', async () => {
    signIn();
    renderWithProviders(
      <>
        <OfflineNotice />
        <JobTitle />
      </>,
    );
    await screen.findByText('Stagehand');
    await serverGoesAway();
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain('Crewhub cannot be reached');
    expect(banner.textContent).toMatch(/Showing the last data, from .*\d{2}:\d{2}\./);
    expect(banner.textContent).not.toContain('You are offline');
  });

  it('tells a signed-out visitor that signing in waits for Crewhub to answer', async () => {
    renderWithProviders(<OfflineNotice />);
    await serverGoesAway();
    expect((await screen.findByRole('status')).textContent).toContain(
      'Signing in must wait until Crewhub answers again',
    );
  });

  it('words a change that failed offline or unanswered calmly, and a failure online as before', async () => {
    const failed = new ApiError({ kind: 'network' });
    expect(errorText(failed)).toBe('Network Error');
    await serverGoesAway();
    expect(errorText(failed)).toMatch(/^Crewhub cannot be reached\. This change must wait/);
    expect(errorText(new ApiError({ kind: 'http', status: 502 }))).toMatch(
      /^Crewhub cannot be reached/,
    );
    setDeviceOnline(false);
    expect(errorText(failed)).toMatch(/^You are offline\. This change needs a connection/);
  });
});
