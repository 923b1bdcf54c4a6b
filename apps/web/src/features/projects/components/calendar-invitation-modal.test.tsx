import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { apiError, apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { CalendarInvitationModal } from './calendar-invitation-modal';

const number = 'P-2026-001';
const path = `/projects/${number}/calendarInvitations`;

beforeAll(loadTexts);
beforeEach(() => {
  vi.spyOn(toast, 'success');
  server.use(
    apiGet(path, [{ email: 'olivia@client.example', sequence: 2, sentAt: '2026-11-20T10:00:00Z' }]),
  );
});

describe('calendar invitation', () => {
  it('sends the shifts to an address and says the invitation will be sent', async () => {
    server.use(
      apiPost(path, { email: 'stage@client.example', sequence: 0, sentAt: '2026-11-23T09:00:00Z' }),
    );
    const onClose = vi.fn();
    renderWithProviders(<CalendarInvitationModal number={number} onClose={onClose} />);
    expect((await screen.findByTestId('calendar-invitations')).textContent).toContain(
      'olivia@client.example',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'stage@client.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('An invitation will be sent to the email address'),
    );
    expect(sentRequests({ method: 'POST' })[0]?.body).toEqual({ email: 'stage@client.example' });
    expect(onClose).toHaveBeenCalled();
  });

  it('checks the address before sending and shows why a project cannot be sent', async () => {
    server.use(apiPost(path, apiError(409, 'PROJECT_HAS_NO_SHIFTS')));
    renderWithProviders(<CalendarInvitationModal number={number} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(sentRequests({ method: 'POST' })).toHaveLength(0);
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'stage@client.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(
        'This project has no crews yet, so there are no shifts to invite to.',
      ),
    ).toBeTruthy();
  });
});
