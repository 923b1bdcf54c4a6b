import { onlineManager, useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { clearSession, startSession } from '@/lib/session';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { OfflineNotice } from './offline-notice';

const JobTitle = () => {
  const { data } = useQuery({ queryKey: ['jobs', 'list'], queryFn: () => 'Stagehand' });
  return <p>{data}</p>;
};

const goOffline = () => act(() => onlineManager.setOnline(false));

beforeAll(loadTexts);
afterEach(() => {
  onlineManager.setOnline(true);
  clearSession();
});

describe('the offline notice', () => {
  it('stays hidden online', () => {
    renderWithProviders(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells a signed-in user when the data on screen is from and that changes must wait', async () => {
    startSession({ token: fakeToken(), userRights: {}, mailboxUserRights: [], tenant: null });
    renderWithProviders(
      <>
        <OfflineNotice />
        <JobTitle />
      </>,
    );
    await screen.findByText('Stagehand');
    goOffline();
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain('You are offline');
    expect(banner.textContent).toMatch(/Showing your data from .*\d{2}:\d{2}\. Changes need a/);
  });

  it('tells a signed-out visitor that signing in needs a connection', async () => {
    renderWithProviders(<OfflineNotice />);
    goOffline();
    expect((await screen.findByRole('status')).textContent).toContain(
      'Signing in needs a connection',
    );
  });

  it('words a change that failed offline calmly, and a failure online as before', () => {
    const failed = new ApiError({ kind: 'network' });
    expect(errorText(failed)).toBe('Network Error');
    onlineManager.setOnline(false);
    expect(errorText(failed)).toMatch(/^You are offline\. This change needs a connection/);
  });
});
