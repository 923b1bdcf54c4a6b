import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { FormModal } from './form-modal';

beforeAll(loadTexts);

type Props = Partial<Parameters<typeof FormModal>[0]>;

const renderModal = (props: Props = {}) => {
  const onClose = vi.fn();
  const onSubmit = vi.fn();
  renderWithProviders(
    <FormModal
      title="Rename crew"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={false}
      submitLabel="Save"
      {...props}
    >
      <input aria-label="Name" />
    </FormModal>,
  );
  return { onClose, onSubmit };
};

describe('FormModal', () => {
  it('shows the fields with cancel and submit', async () => {
    const { onClose, onSubmit } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Rename crew' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('submits on Enter in a field', async () => {
    const { onSubmit } = renderModal();
    await userEvent.type(screen.getByLabelText('Name'), 'Build-up{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('does not let a submit reach a form it was opened from', async () => {
    const outer = vi.fn();
    const onSubmit = vi.fn();
    renderWithProviders(
      // A div catches the bubbling submit as a form would, without React's nested-form warning.
      <div onSubmit={outer}>
        <FormModal
          title="Add location"
          onClose={vi.fn()}
          onSubmit={onSubmit}
          submitting={false}
          submitLabel="Add"
        >
          <input aria-label="Name" />
        </FormModal>
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
  });

  it('blocks both buttons while submitting', () => {
    renderModal({ submitting: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('blocks submitting until the fields make sense', () => {
    renderModal({ submitDisabled: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('shows a failed save once', () => {
    renderModal({ error: new ApiError({ status: 500, kind: 'http' }) });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
