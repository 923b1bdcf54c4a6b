import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { apiGet, apiPost } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { demoTenantSettings } from '@/testing/tenant-settings';
import { fakeToken, loadTexts } from '@/testing/render';
import { LoginShell } from './login-shell';
import type { OpenApp } from './open-app';

const settings = demoTenantSettings;

/** The lean sign-in page at `address`: no router and no query client around it. */
const renderShell = (address = '/login') => {
  window.history.replaceState(null, '', address);
  const openApp = vi.fn<OpenApp>().mockResolvedValue(undefined);
  render(<LoginShell openApp={openApp} />);
  return { openApp, user: userEvent.setup() };
};

beforeAll(loadTexts);
afterEach(() => {
  clearSession();
  window.history.replaceState(null, '', '/');
});

describe('the lean sign-in page', () => {
  it("shows the tenant's sign-in form", async () => {
    server.use(apiGet('/tenant/settings', settings));
    renderShell();
    expect(await screen.findByText('Log in to Demo Events')).toBeTruthy();
    expect(screen.getByTestId('logged-out-layout')).toBeTruthy();
    expect(screen.getByTestId('language-select')).toBeTruthy();
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('signs in and opens the app on the page the visitor was sent from', async () => {
    server.use(
      apiGet('/tenant/settings', settings),
      apiPost('/auth/token', { token: fakeToken() }),
      apiGet('/userRights', {}),
      apiGet('/mailboxUserRights', []),
      apiGet('/tenant', { name: 'Demo Events', defaultLanguage: 'en', mobileTheme: 'default' }),
    );
    const { openApp, user } = renderShell('/login?redirect=%2Fjobs');
    await user.type(await screen.findByLabelText('Email'), 'crew@demo.crewhub.app');
    await user.type(screen.getByLabelText('Password'), 'demo2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(openApp).toHaveBeenCalledOnce());
    expect(openApp).toHaveBeenCalledWith({ settings, href: '/jobs', replace: true });
  });

  it('opens the app when another tab signs in', async () => {
    server.use(apiGet('/tenant/settings', settings));
    const { openApp } = renderShell();
    await screen.findByText('Log in to Demo Events');
    startSession({ token: fakeToken(), userRights: {}, mailboxUserRights: [], tenant: null });
    await waitFor(() =>
      expect(openApp).toHaveBeenCalledWith({ settings, href: '/', replace: true }),
    );
  });

  it("opens the app at a link's page", async () => {
    server.use(apiGet('/tenant/settings', settings));
    const { openApp, user } = renderShell();
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(openApp).toHaveBeenCalledWith({ settings, href: '/forgotten-password' });
  });

  it('shows the last settings when Crewhub does not answer, and says signing in must wait', async () => {
    localStorage.setItem('tenantSettings', JSON.stringify(settings));
    server.use(apiGet('/tenant/settings', () => new HttpResponse(null, { status: 503 })));
    renderShell();
    expect(await screen.findByText('Log in to Demo Events')).toBeTruthy();
    const banner = await screen.findByTestId('offline-banner');
    expect(banner.textContent).toContain('Crewhub cannot be reached');
    expect(banner.textContent).toContain('Signing in must wait until Crewhub answers again');
  });

  it('explains and offers a retry when the settings cannot be had at all', async () => {
    server.use(apiGet('/tenant/settings', () => HttpResponse.error()));
    renderShell();
    expect(await screen.findByTestId('settings-error')).toBeTruthy();
    server.use(apiGet('/tenant/settings', settings));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Log in to Demo Events')).toBeTruthy();
  });
});
