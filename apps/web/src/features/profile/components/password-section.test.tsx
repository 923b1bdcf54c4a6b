import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { PasswordSection } from './password-section';

beforeAll(loadTexts);

const fill = async (current: string, next: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.click(screen.getByTestId('password-submit'));
};

describe('PasswordSection', () => {
  it('sends the current and the new password', async () => {
    server.use(apiPost('/password', { code: 'PASSWORD_CHANGED', message: 'Changed' }));
    renderWithProviders(<PasswordSection />);
    await fill('demo2026', 'a-new-long-password');
    await waitFor(() =>
      expect(sentRequests({ method: 'POST' })[0]?.body).toEqual({
        currentPassword: 'demo2026',
        newPassword: 'a-new-long-password',
      }),
    );
  });

  it('checks the password rule before sending', async () => {
    renderWithProviders(<PasswordSection />);
    await fill('demo2026', 'short');
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
    expect(sentRequests()).toEqual([]);
  });

  it('marks a wrong current password on its field', async () => {
    server.use(
      apiPost(
        '/password',
        apiError(400, 'VALIDATION_FAILED', {
          issues: [{ field: 'body.currentPassword', message: 'wrong' }],
        }),
      ),
    );
    renderWithProviders(<PasswordSection />);
    await fill('not-it', 'a-new-long-password');
    expect(await screen.findByText('This is not your current password')).toBeTruthy();
  });
});
