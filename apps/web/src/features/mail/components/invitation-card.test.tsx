import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { apiError, apiPost, sentCalls } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { InvitationCard } from './invitation-card';

beforeAll(loadTexts);
beforeEach(() => {
  startSession({ token: fakeToken(), userRights: {}, mailboxUserRights: [], tenant: null });
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});
afterEach(() => clearSession());

describe('InvitationCard', () => {
  it('sends the welcome mail and says so', async () => {
    server.use(apiPost('/persons/7/invitation', { code: 'PASSWORD_LINK_SENT', message: 'sent' }));
    renderWithProviders(<InvitationCard personId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('An invitation will be sent to the email address'),
    );
    expect(sentCalls()).toContain('POST /persons/7/invitation');
  });

  it('points to “Forgot password” when the person has a password already', async () => {
    server.use(apiPost('/persons/7/invitation', apiError(409, 'CONFLICT')));
    renderWithProviders(<InvitationCard personId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(expect.stringContaining('Forgot password')),
    );
  });
});
