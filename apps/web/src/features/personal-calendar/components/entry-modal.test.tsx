import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { EntryModal } from './entry-modal';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const blocked = {
  id: 4,
  reason: 'Study',
  startDate: '2026-11-23',
  endDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

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
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('block dates', () => {
  it('blocks a free date at once', async () => {
    fetchMock.mockResolvedValue(json(201, blocked));
    const { onClose } = await openBlockDialog();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies()).toEqual([
      { reason: 'Study', startDate: '2026-11-23', endDate: null, confirm: false },
    ]);
  });

  it('asks before blocking an already confirmed date, then resends with confirm', async () => {
    fetchMock
      .mockResolvedValueOnce(json(409, { code: 'DATE_ALREADY_CONFIRMED', message: 'confirmed' }))
      .mockResolvedValueOnce(json(201, blocked));
    const { onClose, user } = await openBlockDialog();
    expect(await screen.findByText('Are you sure? This date is already confirmed.')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-modal-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies().map((body: { confirm: boolean }) => body.confirm)).toEqual([false, true]);
  });

  it('sends nothing when the person cancels', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { code: 'DATE_ALREADY_CONFIRMED', message: 'x' }));
    const { onClose, user } = await openBlockDialog();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('needs a reason', async () => {
    renderWithProviders(
      <EntryModal kind="blockDate" startDate="2026-11-23" opened onClose={vi.fn()} />,
    );
    await userEvent.setup().click(await screen.findByTestId('blockDate-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
