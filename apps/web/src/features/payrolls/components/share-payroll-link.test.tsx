import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { apiError, apiPost, reply, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { fakeToken, loadTexts, renderWithProviders } from '@/testing/render';
import { SharePayrollLink } from './share-payroll-link';

const link = {
  path: '/public/payrolls/PR-2026-0007?token=abc',
  expiresAt: '2026-12-26T10:00:00.000Z',
  mailedTo: 'sanne@example.test',
};

beforeAll(loadTexts);
beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
  startSession({
    token: fakeToken(),
    userRights: { payrolls: { EDIT: ['ALL'] } },
    mailboxUserRights: [],
    tenant: null,
  });
});
afterEach(() => clearSession());

describe('SharePayrollLink', () => {
  it('mails the link to the person and shows it once', async () => {
    server.use(apiPost('/payrolls/:number/publicLink', reply(201, link)));
    renderWithProviders(<SharePayrollLink number="PR-2026-0007" />);
    await userEvent.click(screen.getByRole('button', { name: 'Mail the link to the person' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Link mailed to sanne@example.test'),
    );
    expect(sentRequests({ method: 'POST' })[0]).toMatchObject({
      path: '/payrolls/PR-2026-0007/publicLink',
      body: { sendMail: true },
    });
    expect(screen.getByTestId<HTMLInputElement>('payroll-link-url').value).toContain(link.path);
  });

  it('says so when the person has no address', async () => {
    server.use(apiPost('/payrolls/:number/publicLink', apiError(409, 'PERSON_EMAIL_MISSING')));
    renderWithProviders(<SharePayrollLink number="PR-2026-0007" />);
    await userEvent.click(screen.getByRole('button', { name: 'Mail the link to the person' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'This person has no e-mail address to send the link to.',
      ),
    );
  });
});
