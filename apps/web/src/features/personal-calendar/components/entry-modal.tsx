import { createBlockDateInputSchema, createVacationRequestInputSchema } from '@crewhub/shared';
import { Button, Modal, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { toast } from '@/lib/toasts';
import { useForm } from '@/lib/use-form';
import type { NewEntry } from '../api/create-entry';
import { useConfirmedDateRetry } from './use-confirmed-date-retry';

export type EntryKind = NewEntry['kind'];

type EntryModalProps = { kind: EntryKind; startDate: string; opened: boolean; onClose: () => void };

const EntryForm = ({ kind, startDate, onClose }: Omit<EntryModalProps, 'opened'>) => {
  const { t } = useTranslation(['personal-calendar', 'common']);
  const form = useForm({ reason: '', startDate, endDate: '', comment: '' });
  const [unpaid, setUnpaid] = useState(false);
  const retry = useConfirmedDateRetry(() => {
    toast.success(t(`form.saved.${kind}`));
    onClose();
  });
  const { values } = form;
  const endBeforeStart = values.endDate !== '' && values.endDate < values.startDate;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const range = { startDate: values.startDate, endDate: values.endDate || null, confirm: false };
    if (endBeforeStart) return;
    if (kind === 'blockDate') {
      const input = form.validate(createBlockDateInputSchema, { ...range, reason: values.reason });
      if (input) retry.submit({ kind, input });
      return;
    }
    const vacation = { ...range, unpaid, comment: values.comment.trim() || null };
    const input = form.validate(createVacationRequestInputSchema, vacation);
    if (input) retry.submit({ kind, input });
  };

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
            {...form.field('reason')}
          />
        ) : null}
        <TextInput
          type="date"
          label={t('form.start')}
          required
          data-testid="entry-start"
          {...form.field('startDate')}
        />
        <TextInput
          type="date"
          label={t('form.end')}
          description={t('form.endHint')}
          min={values.startDate}
          data-testid="entry-end"
          {...form.field('endDate')}
          error={endBeforeStart ? t('form.endBeforeStart') : form.field('endDate').error}
        />
        {kind === 'vacation' ? (
          <>
            <Switch
              size="md"
              label={t('form.unpaid')}
              checked={unpaid}
              onChange={(event) => setUnpaid(event.currentTarget.checked)}
              data-testid="vacation-unpaid"
            />
            <Textarea label={t('form.comment')} autosize minRows={2} {...form.field('comment')} />
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

/** The dialogs to block dates and to request vacation (SPEC sections 2 and 3). */
export const EntryModal = ({ kind, startDate, opened, onClose }: EntryModalProps) => {
  const { t } = useTranslation('personal-calendar');
  return (
    <Modal opened={opened} onClose={onClose} title={t(`form.title.${kind}`)} centered size="md">
      {/* Mounted per opening, so each dialog starts from the picked day. */}
      {opened ? <EntryForm kind={kind} startDate={startDate} onClose={onClose} /> : null}
    </Modal>
  );
};
