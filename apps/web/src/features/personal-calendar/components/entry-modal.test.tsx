import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, apiPost, reply, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { EntryModal } from './entry-modal';
const blocked = {
  id: 4,
  reason: 'Study',
  startDate: '2026-11-23',
  endDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const sentBodies = () => sentRequests().map(({ body }) => body);
/** A fresh handler each time: a used `once` handler stays used. */
const alreadyConfirmed = () =>
  apiPost('/blockDates', apiError(409, 'DATE_ALREADY_CONFIRMED'), {
    once: true,
  });

const openBlockDialog = async () => {
  const onClose = vi.fn();
  renderWithProviders(
    <EntryModal kind="blockDate" startDate="2026-11-23" opened onClose={onClose} />,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByTestId('block-reason'), 'Study');
  await user.click(screen.getByTestId('blockDate-submit'));
  return { onClose, user };
};

beforeAll(loadTexts);

describe('block dates', () => {
  it('blocks a free date at once', async () => {
    server.use(apiPost('/blockDates', reply(201, blocked)));
    const { onClose } = await openBlockDialog();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies()).toEqual([
      { reason: 'Study', startDate: '2026-11-23', endDate: null, confirm: false },
    ]);
  });

  it('asks before blocking an already confirmed date, then resends with confirm', async () => {
    server.use(alreadyConfirmed(), apiPost('/blockDates', reply(201, blocked)));
    const { onClose, user } = await openBlockDialog();
    expect(await screen.findByText('Are you sure? This date is already confirmed.')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-modal-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies()).toMatchObject([{ confirm: false }, { confirm: true }]);
  });

  it('sends nothing when the person cancels', async () => {
    server.use(alreadyConfirmed());
    const { onClose, user } = await openBlockDialog();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(sentRequests()).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('needs a reason', async () => {
    renderWithProviders(
      <EntryModal kind="blockDate" startDate="2026-11-23" opened onClose={vi.fn()} />,
    );
    await userEvent.setup().click(await screen.findByTestId('blockDate-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(sentRequests()).toEqual([]);
  });
});
