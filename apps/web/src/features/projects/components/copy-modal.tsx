import { Checkbox, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { toast } from '@/lib/toasts';

type CopyFrameProps = {
  title: string;
  description: string;
  onClose: () => void;
  onSubmit: () => void;
  loading: boolean;
  /** Blocks submitting until the fields make sense (e.g. a date is picked). */
  ready: boolean;
  children: ReactNode;
  testId: string;
};

/** The frame of every copy dialog: what is copied, the fields, cancel and copy. */
export const CopyFrame = ({
  title,
  description,
  onClose,
  onSubmit,
  loading,
  ready,
  children,
  testId,
}: CopyFrameProps) => {
  const { t } = useTranslation('projects');
  return (
    <FormModal
      onClose={onClose}
      title={title}
      // Enter in a field submits even while the button is disabled.
      onSubmit={() => {
        if (ready) onSubmit();
      }}
      submitting={loading}
      submitLabel={t('copy.submit')}
      submitDisabled={!ready}
      testId={testId}
      submitTestId={`${testId}-submit`}
    >
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      {children}
    </FormModal>
  );
};

export type CopyKind = 'project' | 'crew' | 'position';
export type CopyValues = { date: string; includePersons: boolean };

const dateLabels = {
  project: 'copy.newBeginDate',
  crew: 'copy.newDate',
  position: 'copy.newStartDate',
} as const;

type CopyModalProps<T> = {
  kind: CopyKind;
  description: string;
  initialDate: string;
  /** Runs the copy (a mutation's mutateAsync); a failure is reported by the query client. */
  copy: (values: CopyValues) => Promise<T>;
  pending: boolean;
  doneMessage: (copied: T) => string;
  /** After the toast and closing, e.g. to open the new project. */
  onCopied?: (copied: T) => void;
  onClose: () => void;
  /** Fields only this kind has (the project's name, the position's crew), above the date. */
  children?: ReactNode;
  /** Choices only this kind has (the project's crews), between the date and the people. */
  options?: ReactNode;
  /** False while those fields are not filled in. */
  ready?: boolean;
  /** People only come along with their crews: a project copied without crews has none. */
  personsDisabled?: boolean;
};

/** Copies a project, crew or position to a new date, optionally with its people. */
export const CopyModal = <T,>({
  kind,
  description,
  initialDate,
  copy,
  pending,
  doneMessage,
  onCopied,
  onClose,
  children,
  options,
  ready = true,
  personsDisabled = false,
}: CopyModalProps<T>) => {
  const { t } = useTranslation('projects');
  const form = useForm<CopyValues>({ initialValues: { date: initialDate, includePersons: false } });
  const { date, includePersons } = form.values;
  const testId = `copy-${kind}`;
  const submit = async () => {
    const copied = await copy({ date, includePersons: includePersons && !personsDisabled }).catch(
      () => null,
    );
    if (copied === null) return;
    toast.success(doneMessage(copied));
    onClose();
    onCopied?.(copied);
  };
  return (
    <CopyFrame
      title={t(`copy.${kind}.title`)}
      description={description}
      onClose={onClose}
      loading={pending}
      ready={ready && date !== ''}
      testId={`${testId}-modal`}
      onSubmit={() => void submit()}
    >
      {children}
      <TextInput
        type="date"
        label={t(dateLabels[kind])}
        {...form.getInputProps('date')}
        required
        data-testid={`${testId}-date`}
      />
      {options}
      <Checkbox
        label={t('copy.includePersons')}
        {...form.getInputProps('includePersons', { type: 'checkbox' })}
        checked={includePersons && !personsDisabled}
        disabled={personsDisabled}
        data-testid={`${testId}-persons`}
      />
    </CopyFrame>
  );
};
