import type { PlusCrew } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { NewPlusCrewModal } from './new-plus-crew-modal';

const crew: PlusCrew = {
  id: 9,
  number: 'PC-010',
  name: 'Terrace bar',
  crewType: 'bar',
  members: [],
  clientContact: null,
  hasGuestPassword: true,
  importMapping: null,
};

beforeAll(loadTexts);

describe('NewPlusCrewModal', () => {
  it('creates a plus crew with its guest password', async () => {
    server.use(apiPost('/plusCrews', crew));
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<NewPlusCrewModal onClose={onClose} />);
    await user.type(screen.getByLabelText(/^Number/), 'PC-010');
    await user.type(screen.getByLabelText(/^Name/), 'Terrace bar');
    await user.type(screen.getByLabelText(/guest password/i), 'terrace2026');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentRequests({ method: 'POST' })[0]?.body).toMatchObject({
      number: 'PC-010',
      name: 'Terrace bar',
      crewType: 'bar',
      memberPersonIds: [],
      clientContactId: null,
      guestPassword: 'terrace2026',
    });
  });

  it('shows a taken number on its field', async () => {
    server.use(
      apiPost(
        '/plusCrews',
        apiError(400, 'VALIDATION_FAILED', {
          issues: [{ field: 'number', message: 'A plus crew with this number exists' }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<NewPlusCrewModal onClose={vi.fn()} />);
    await user.type(screen.getByLabelText(/^Number/), 'PC-001');
    await user.type(screen.getByLabelText(/^Name/), 'Bar');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A plus crew with this number exists')).toBeTruthy();
  });
});
