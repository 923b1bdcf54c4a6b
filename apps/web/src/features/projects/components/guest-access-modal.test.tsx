import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { apiDelete, apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { stubClipboard } from '@/testing/clipboard';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { GuestAccessModal } from './guest-access-modal';

const number = 'P-2026-001';
const posts = () => sentRequests({ method: 'POST' }).map(({ body }) => body);

beforeAll(loadTexts);
beforeEach(() => {
  vi.spyOn(toast, 'success');
  server.use(
    apiGet(`/projects/${number}/password`, {
      projectNumber: number,
      hasPassword: false,
      expiresOn: null,
      loginPath: `/login?PID=${number}`,
    }),
    apiPost(`/projects/${number}/password`, {
      projectNumber: number,
      hasPassword: true,
      expiresOn: null,
      password: 'k3yLime99',
      loginPath: `/login?PID=${number}&Password=k3yLime99`,
    }),
    apiGet(`/projects/${number}/guestVisits`, []),
  );
});

describe('guest access', () => {
  it('generates a password, shows it once and copies the login link with it', async () => {
    renderWithProviders(<GuestAccessModal number={number} onClose={vi.fn()} />);
    const status = await screen.findByTestId('guest-status');
    expect(status.textContent).toContain('guests cannot log in');
    const copyLink = screen.getByRole('button', { name: 'Copy guest login link' });
    expect(copyLink).toHaveProperty('disabled', true);

    const user = userEvent.setup();
    const writeText = stubClipboard();
    await user.click(screen.getByRole('button', { name: 'Generate password' }));
    expect((await screen.findByTestId('guest-password')).textContent).toBe('k3yLime99');
    expect(posts()).toEqual([{}]);
    expect(screen.getByTestId('guest-status').textContent).toContain('with its password');

    await user.click(screen.getByRole('button', { name: 'Copy guest login link with password' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        `${window.location.origin}/login?PID=${number}&Password=k3yLime99`,
      ),
    );
    expect(toast.success).toHaveBeenCalledWith('Link copied');
  });

  it('checks a chosen password before sending it', async () => {
    renderWithProviders(<GuestAccessModal number={number} onClose={vi.fn()} />);
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Choose a password');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
    expect(posts()).toEqual([]);

    await user.type(password, '-but-long');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(posts()).toEqual([{ password: 'short-but-long' }]));
  });

  it('sets the last day, lists guest visits and revokes access at once', async () => {
    const open = { projectNumber: number, hasPassword: true, loginPath: `/login?PID=${number}` };
    server.use(
      apiGet(`/projects/${number}/password`, { ...open, expiresOn: null }),
      apiGet(`/projects/${number}/guestVisits`, [
        { visitedAt: '2026-11-23T14:05:00Z', address: '203.0.113.7' },
      ]),
      apiPost(`/projects/${number}/guestExpiry`, ({ body }) => ({ ...open, ...(body as object) })),
      apiDelete(`/projects/${number}/password`, { ...open, hasPassword: false, expiresOn: null }),
    );
    renderWithProviders(<GuestAccessModal number={number} onClose={vi.fn()} />);
    const user = userEvent.setup();
    expect((await screen.findByTestId('guest-expiry-status')).textContent).toContain(
      'until you revoke access',
    );
    expect((await screen.findByTestId('guest-visits')).textContent).toContain('203.0.113.7');

    await user.type(screen.getByLabelText('Last day'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save last day' }));
    await waitFor(() =>
      expect(sentRequests({ path: `/projects/${number}/guestExpiry` })[0]?.body).toEqual({
        expiresOn: '2026-12-31',
      }),
    );
    expect((await screen.findByTestId('guest-expiry-status')).textContent).toContain('2026');
    expect(screen.getByTestId('guest-expiry-status').textContent).toContain('December');

    await user.click(screen.getByRole('button', { name: 'Revoke guest access now' }));
    const dialog = await screen.findByTestId('confirm-modal');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke guest access now' }));
    await waitFor(() => expect(sentRequests({ method: 'DELETE' })).toHaveLength(1));
    expect((await screen.findByTestId('guest-status')).textContent).toContain(
      'guests cannot log in',
    );
    expect(screen.queryByTestId('guest-link-panel')).toBeNull();
  });
});
