import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { CopyModal } from './copy-modal';

beforeAll(loadTexts);
beforeEach(() => vi.spyOn(toast, 'success'));

const renderCopy = (props: { copy: () => Promise<{ id: number }>; personsDisabled?: boolean }) => {
  const handlers = { onClose: vi.fn(), onCopied: vi.fn() };
  renderWithProviders(
    <CopyModal
      kind="crew"
      description="Copies Build-up"
      initialDate="2026-06-01"
      pending={false}
      doneMessage={(copied) => `Copied as ${copied.id}`}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
};

describe('CopyModal', () => {
  it('copies to the new date with the people, then says so and closes', async () => {
    const copy = vi.fn(async () => ({ id: 42 }));
    const { onClose, onCopied } = renderCopy({ copy });
    const user = userEvent.setup();
    const date = screen.getByTestId('copy-crew-date');
    expect(screen.getByText('New date')).toBeTruthy();
    await user.clear(date);
    await user.type(date, '2026-06-08');
    await user.click(screen.getByTestId('copy-crew-persons'));
    await user.click(screen.getByTestId('copy-crew-modal-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(copy).toHaveBeenCalledWith({ date: '2026-06-08', includePersons: true });
    expect(toast.success).toHaveBeenCalledWith('Copied as 42');
    expect(onCopied).toHaveBeenCalledWith({ id: 42 });
  });

  it('stays open when the copy fails and never sends people that cannot come along', async () => {
    const copy = vi.fn(() => Promise.reject(new Error('refused')));
    const { onClose } = renderCopy({ copy, personsDisabled: true });
    const user = userEvent.setup();
    expect(screen.getByTestId('copy-crew-persons')).toHaveProperty('disabled', true);
    await user.click(screen.getByTestId('copy-crew-modal-submit'));
    await waitFor(() =>
      expect(copy).toHaveBeenCalledWith({
        date: '2026-06-01',
        includePersons: false,
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('cannot be sent without a date', async () => {
    renderCopy({ copy: vi.fn() });
    await userEvent.setup().clear(screen.getByTestId('copy-crew-date'));
    expect(screen.getByTestId('copy-crew-modal-submit')).toHaveProperty('disabled', true);
  });
});
