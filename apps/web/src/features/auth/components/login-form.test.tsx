import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginHints } from '@/lib/login-hints';
import { getSession } from '@/lib/session';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { LoginForm } from './login-form';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const emptyHints: LoginHints = { mode: 'email', login: '', password: '' };

const renderForm = (hints: LoginHints = emptyHints) => {
  const onLoggedIn = vi.fn();
  renderWithProviders(<LoginForm hints={hints} tenantName="Demo Events" onLoggedIn={onLoggedIn} />);
  return { onLoggedIn, user: userEvent.setup() };
};

beforeAll(loadTexts);
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('LoginForm', () => {
  it('renders the email login', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByText('Log in to Demo Events')).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgotten-password',
    );
  });

  it('validates before sending anything', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in, stores the session and reports the claims', async () => {
    const token = fakeToken();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/auth/token')) return json(200, { token });
      if (url.endsWith('/userRights')) return json(200, { payrolls: { READ: ['OWN'] } });
      if (url.endsWith('/mailboxUserRights')) return json(200, []);
      return json(200, { name: 'Demo Events', defaultLanguage: 'en', mobileTheme: 'default' });
    });
    const { user, onLoggedIn } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'crew@demo.crewhub.app');
    await user.type(screen.getByLabelText('Password'), 'demo2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/token');
    expect(new Headers(init?.headers).get('Type')).toBe('MOBILE');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'crew@demo.crewhub.app',
      password: 'demo2026',
    });
    expect(getSession()?.userRights).toEqual({ payrolls: { READ: ['OWN'] } });
    expect(localStorage.getItem('tenant')).toContain('Demo Events');
  });

  it.each([
    [401, 'INVALID_CREDENTIALS', 'The login or password is incorrect.'],
    [
      429,
      'TOO_MANY_LOGIN_ATTEMPTS',
      'Too many login attempts. Please wait a few minutes and try again.',
    ],
  ])('shows the %i error', async (status, code, text) => {
    fetchMock.mockResolvedValue(json(status, { code, message: 'server text' }));
    const { user } = renderForm({ mode: 'email', login: 'crew@demo.crewhub.app', password: 'x' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('prefills a project guest link and sends the project number', async () => {
    fetchMock.mockResolvedValue(json(401, { code: 'INVALID_CREDENTIALS', message: 'no' }));
    const { user } = renderForm({ mode: 'project', login: 'P-2026-001', password: 'guest2026' });
    expect((screen.getByLabelText('Project number') as HTMLInputElement).value).toBe('P-2026-001');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('guest2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      projectNumber: 'P-2026-001',
      password: 'guest2026',
    });
  });
});
