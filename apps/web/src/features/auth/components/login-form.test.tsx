import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginHints } from '@/lib/login-hints';
import { getSession } from '@/lib/session';
import { apiError, apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { LoginForm } from './login-form';

const emptyHints: LoginHints = { mode: 'email', login: '', password: '' };

const renderForm = (hints: LoginHints = emptyHints) => {
  const onLoggedIn = vi.fn();
  const onOpen = vi.fn();
  renderWithProviders(
    <LoginForm hints={hints} tenantName="Demo Events" onLoggedIn={onLoggedIn} onOpen={onOpen} />,
  );
  return { onLoggedIn, onOpen, user: userEvent.setup() };
};

beforeAll(loadTexts);

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

  it('opens its links through onOpen, keeping their addresses for new tabs', async () => {
    const { onOpen, user } = renderForm();
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(onOpen).toHaveBeenCalledWith('/forgotten-password');
    const renew = screen.getByRole('link', { name: 'Change password' });
    expect(renew.getAttribute('href')).toBe('/renew-password');
    await user.click(renew);
    expect(onOpen).toHaveBeenLastCalledWith('/renew-password');
  });

  it('clears an error once its field is edited, and the identifier with the mode', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'crew@');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Project' }));
    expect((screen.getByLabelText('Project number') as HTMLInputElement).value).toBe('');
  });

  it('validates before sending anything', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(sentRequests()).toEqual([]);
  });

  it('logs in, stores the session and reports the claims', async () => {
    const token = fakeToken();
    server.use(
      apiPost('/auth/token', { token }),
      apiGet('/userRights', { payrolls: { READ: ['OWN'] } }),
      apiGet('/mailboxUserRights', []),
      apiGet('/tenant', { name: 'Demo Events', defaultLanguage: 'en', mobileTheme: 'default' }),
    );
    const { user, onLoggedIn } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'crew@demo.crewhub.app');
    await user.type(screen.getByLabelText('Password'), 'demo2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    const [login] = sentRequests({ path: '/auth/token' });
    expect(login?.headers.get('Type')).toBe('MOBILE');
    expect(login?.body).toEqual({
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
    [
      403,
      'SUBSCRIPTION_INACTIVE',
      'There is an issue with your subscription, please contact support',
    ],
  ])('shows the %i error %s', async (status, code, text) => {
    server.use(apiPost('/auth/token', apiError(status, code, { message: 'server text' })));
    const { user } = renderForm({ mode: 'email', login: 'crew@demo.crewhub.app', password: 'x' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('prefills a project guest link and sends the project number', async () => {
    server.use(apiPost('/auth/token', apiError(401, 'INVALID_CREDENTIALS')));
    const { user } = renderForm({ mode: 'project', login: 'P-2026-001', password: 'guest2026' });
    expect((screen.getByLabelText('Project number') as HTMLInputElement).value).toBe('P-2026-001');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('guest2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(sentRequests()[0]?.body).toEqual({
        projectNumber: 'P-2026-001',
        password: 'guest2026',
      }),
    );
  });
});
