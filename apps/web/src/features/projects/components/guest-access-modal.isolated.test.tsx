import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '@/lib/copy-text';
import { toast } from '@/lib/toasts';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { GuestAccessModal } from './guest-access-modal';

vi.mock('@/lib/copy-text', () => ({ copyText: vi.fn() }));
vi.mock('@/lib/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const number = 'P-2026-001';
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeAll(loadTexts);
beforeEach(() => {
  fetchMock.mockImplementation(async (_input, init) =>
    init?.method === 'POST'
      ? json({
          projectNumber: number,
          hasPassword: true,
          password: 'k3yLime99',
          loginPath: `/login?PID=${number}&Password=k3yLime99`,
        })
      : json({ projectNumber: number, hasPassword: false, loginPath: `/login?PID=${number}` }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.clearAllMocks();
});

describe('guest access', () => {
  it('generates a password, shows it once and copies the login link with it', async () => {
    renderWithProviders(<GuestAccessModal number={number} onClose={vi.fn()} />);
    const status = await screen.findByTestId('guest-status');
    expect(status.textContent).toContain('guests cannot log in');
    expect(screen.getByTestId('guest-copy-link')).toHaveProperty('disabled', true);

    const user = userEvent.setup();
    await user.click(screen.getByTestId('guest-generate-password'));
    expect((await screen.findByTestId('guest-password')).textContent).toBe('k3yLime99');
    expect(posts()).toEqual([{}]);
    expect(screen.getByTestId('guest-status').textContent).toContain('with its password');

    await user.click(screen.getByTestId('guest-copy-link'));
    await waitFor(() =>
      expect(copyText).toHaveBeenCalledWith(
        `${window.location.origin}/login?PID=${number}&Password=k3yLime99`,
      ),
    );
    expect(toast.success).toHaveBeenCalledWith('Link copied');
  });

  it('checks a chosen password before sending it', async () => {
    renderWithProviders(<GuestAccessModal number={number} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('guest-password-input'), 'short');
    await user.click(screen.getByTestId('guest-set-password'));
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
    expect(posts()).toEqual([]);

    await user.type(screen.getByTestId('guest-password-input'), '-but-long');
    await user.click(screen.getByTestId('guest-set-password'));
    await waitFor(() => expect(posts()).toEqual([{ password: 'short-but-long' }]));
  });
});
