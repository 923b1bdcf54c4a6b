import { createBlockDateInputSchema, createVacationRequestInputSchema } from '@crewhub/shared';
import { Button, Modal, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import type { NewEntry } from '../api/create-entry';
import { useConfirmedDateRetry } from './use-confirmed-date-retry';

export type EntryKind = NewEntry['kind'];

type EntryModalProps = { kind: EntryKind; startDate: string; opened: boolean; onClose: () => void };

type EntryValues = {
  reason: string;
  startDate: string;
  endDate: string;
  comment: string;
  unpaid: boolean;
};

const rangeOf = (values: EntryValues) => ({
  startDate: values.startDate,
  endDate: values.endDate || null,
  confirm: false,
});

const blockDateForm = zodForm(createBlockDateInputSchema, {
  toInput: (values: EntryValues) => ({ ...rangeOf(values), reason: values.reason }),
});
const vacationForm = zodForm(createVacationRequestInputSchema, {
  toInput: (values: EntryValues) => ({
    ...rangeOf(values),
    unpaid: values.unpaid,
    comment: values.comment.trim() || null,
  }),
});

const EntryForm = ({ kind, startDate, onClose }: Omit<EntryModalProps, 'opened'>) => {
  const { t } = useTranslation(['personal-calendar', 'common']);
  const form = useForm<EntryValues>({
    initialValues: { reason: '', startDate, endDate: '', comment: '', unpaid: false },
    validate: kind === 'blockDate' ? blockDateForm.validate : vacationForm.validate,
  });
  const retry = useConfirmedDateRetry(() => {
    toast.success(t(`form.saved.${kind}`));
    onClose();
  });
  const { values } = form;
  const endBeforeStart = values.endDate !== '' && values.endDate < values.startDate;

  const onSubmit = form.onSubmit((entry) => {
    if (kind === 'blockDate') retry.submit({ kind, input: blockDateForm.transformValues(entry) });
    else retry.submit({ kind, input: vacationForm.transformValues(entry) });
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid={`${kind}-form`}>
      <Stack gap="md">
        {kind === 'blockDate' ? (
          <TextInput
            label={t('form.reason')}
            placeholder={t('form.reasonPlaceholder')}
            required
            data-autofocus
            data-testid="block-reason"
            {...form.getInputProps('reason')}
          />
        ) : null}
        <TextInput
          type="date"
          label={t('form.start')}
          required
          data-testid="entry-start"
          {...form.getInputProps('startDate')}
        />
        <TextInput
          type="date"
          label={t('form.end')}
          description={t('form.endHint')}
          min={values.startDate}
          data-testid="entry-end"
          {...form.getInputProps('endDate')}
          // Said while typing, before the shared schema refuses it on submit.
          error={endBeforeStart ? t('form.endBeforeStart') : form.errors.endDate}
        />
        {kind === 'vacation' ? (
          <>
            <Switch
              size="md"
              label={t('form.unpaid')}
              {...form.getInputProps('unpaid', { type: 'checkbox' })}
              data-testid="vacation-unpaid"
            />
            <Textarea
              label={t('form.comment')}
              autosize
              minRows={2}
              {...form.getInputProps('comment')}
            />
          </>
        ) : null}
        <Button type="submit" size="lg" loading={retry.isPending} data-testid={`${kind}-submit`}>
          {t(`form.submit.${kind}`)}
        </Button>
      </Stack>
      <ConfirmModal
        opened={retry.needsConfirmation}
        title={t('form.alreadyConfirmedTitle')}
        message={t('common:messages.dateAlreadyConfirmed')}
        confirmLabel={t(`form.confirmAnyway.${kind}`)}
        onConfirm={retry.confirmAnyway}
        onCancel={retry.cancel}
        loading={retry.isPending}
        danger
      />
    </form>
  );
};

/** The dialogs to block dates and to request vacation; the end date is optional. */
export const EntryModal = ({ kind, startDate, opened, onClose }: EntryModalProps) => {
  const { t } = useTranslation('personal-calendar');
  return (
    <Modal opened={opened} onClose={onClose} title={t(`form.title.${kind}`)} centered size="md">
      {/* Mounted per opening, so each dialog starts from the picked day. */}
      {opened ? <EntryForm kind={kind} startDate={startDate} onClose={onClose} /> : null}
    </Modal>
  );
};
