import {
  contractAccountKinds,
  contractCorrectionInputSchema,
  type ContractAccountKind,
  type StaffContractDetail,
} from '@crewhub/shared';
import { NumberInput, Select, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useCorrectStaffContract } from '../api/change-staff-contract';
import { minutesOf } from '../lib/contract-hours';

type Values = {
  account: ContractAccountKind;
  date: string;
  hours: number | string;
  reason: string;
};

/**
 * The office moves the time or vacation account by some hours (minus to take off), with a
 * reason; the server logs it and the accounts are computed again.
 */
export const CorrectionModal = ({
  contract,
  today,
  onClose,
}: {
  contract: StaffContractDetail;
  today: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation('contracts');
  const correct = useCorrectStaffContract(contract.id);
  const lastDay = contract.endDate && contract.endDate < today ? contract.endDate : today;
  const initialValues: Values = { account: 'time', date: lastDay, hours: '', reason: '' };
  const form = useForm({
    initialValues,
    ...zodForm(contractCorrectionInputSchema, {
      toInput: ({ hours, ...values }: Values) => ({
        ...values,
        minutes: hours === '' ? undefined : minutesOf(Number(hours)),
      }),
      fieldOf: (path) => (path === 'minutes' ? 'hours' : path),
    }),
  });
  return (
    <FormModal
      onClose={onClose}
      title={t('form.correctTitle')}
      submitLabel={t('form.correct')}
      submitting={correct.isPending}
      error={correct.error}
      testId="correction-form"
      submitTestId="correction-submit"
      onSubmit={form.onSubmit((input) =>
        correct.mutate(input, {
          onSuccess: () => {
            toast.success(t('form.corrected'));
            onClose();
          },
          onError: (error) => {
            if (isApiError(error)) form.setErrors(serverErrors(error.issues));
          },
        }),
      )}
    >
      <Select
        label={t('form.account')}
        required
        allowDeselect={false}
        data={contractAccountKinds.map((kind) => ({ value: kind, label: t(`accounts.${kind}`) }))}
        {...form.getInputProps('account')}
      />
      <NumberInput
        label={t('form.hours')}
        description={t('form.hoursHint')}
        decimalScale={2}
        step={0.5}
        required
        data-testid="correction-hours"
        {...form.getInputProps('hours')}
      />
      <TextInput
        type="date"
        label={t('form.date')}
        min={contract.startDate}
        max={contract.endDate ?? undefined}
        required
        {...form.getInputProps('date')}
      />
      <Textarea
        label={t('form.reason')}
        required
        minRows={2}
        maxLength={500}
        data-testid="correction-reason"
        {...form.getInputProps('reason')}
      />
    </FormModal>
  );
};
