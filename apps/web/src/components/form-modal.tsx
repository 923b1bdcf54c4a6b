import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from './form-error';

type FormModalProps = {
  onClose: () => void;
  title: ReactNode;
  /** The form's submit, e.g. `form.onSubmit(save)` of @mantine/form. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  submitLabel: string;
  /** Blocks submitting until the fields make sense, e.g. a date is picked. */
  submitDisabled?: boolean;
  /** A failed save that belongs to no field, shown once above the buttons. */
  error?: unknown;
  size?: ModalProps['size'];
  fullScreen?: boolean;
  testId?: string;
  submitTestId?: string;
  children: ReactNode;
};

/**
 * Every dialog that edits something: its fields, then one footer with cancel and submit.
 * Callers mount it only while shown, so each opening starts from fresh form values.
 */
export const FormModal = ({
  onClose,
  title,
  onSubmit,
  submitting,
  submitLabel,
  submitDisabled = false,
  error,
  size,
  fullScreen,
  testId,
  submitTestId,
  children,
}: FormModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} size={size} fullScreen={fullScreen}>
      <form
        data-testid={testId}
        onSubmit={(event) => {
          event.preventDefault();
          // React bubbles through the portal: opened from another form (a location from the
          // project form), its submit would otherwise save and close that form too.
          event.stopPropagation();
          onSubmit(event);
        }}
        noValidate
      >
        <Stack gap="sm">
          {children}
          <FormError error={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={submitting}
              disabled={submitDisabled}
              data-testid={submitTestId}
            >
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
