import { receiptItemInputSchema, type ReceiptItem } from '@crewhub/shared';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { useChangeReceiptItems } from '../api/change-receipt-items';
import { toCents } from '../lib/cents';
import { ReceiptMoneyFields } from './receipt-money-fields';

type Values = { description: string; amount: number | string; tax: number | string };

const toInput = (values: Values) => ({
  description: values.description,
  amountCents: toCents(values.amount),
  taxCents: toCents(values.tax) ?? 0,
});

/** The form names amounts in euros under its own field names. */
const fieldOf = (path: string) =>
  path.replace(/amountCents$/, 'amount').replace(/taxCents$/, 'tax');

/** Adds a line to one's own draft, or changes one (`line` given). */
export const ReceiptLineModal = ({
  number,
  line,
  onClose,
}: {
  number: string;
  line?: ReceiptItem;
  onClose: () => void;
}) => {
  const { t } = useTranslation('receipts');
  const change = useChangeReceiptItems(number);
  const initialValues: Values = line
    ? { description: line.description, amount: line.amountCents / 100, tax: line.taxCents / 100 }
    : { description: '', amount: '', tax: 0 };
  const form = useForm({
    initialValues,
    ...zodForm(receiptItemInputSchema, { toInput, fieldOf }),
  });
  return (
    <FormModal
      onClose={onClose}
      title={t(line ? 'lines.editTitle' : 'lines.addTitle')}
      submitLabel={t('lines.save')}
      submitting={change.isPending}
      error={change.error}
      testId="receipt-line-form"
      submitTestId="receipt-line-save"
      onSubmit={form.onSubmit((input) =>
        change.mutate(
          line ? { kind: 'change', id: line.id, line: input } : { kind: 'add', line: input },
          {
            onSuccess: onClose,
            onError: (error) => {
              if (!isApiError(error)) return;
              const issues = error.issues.map((issue) => ({
                ...issue,
                field: fieldOf(issue.field),
              }));
              form.setErrors(serverErrors(issues));
            },
          },
        ),
      )}
    >
      <TextInput
        label={t('detail.line')}
        size="md"
        maxLength={200}
        withAsterisk
        data-testid="receipt-line-description"
        {...form.getInputProps('description')}
      />
      <ReceiptMoneyFields
        amount={form.getInputProps('amount')}
        tax={form.getInputProps('tax')}
        testIdPrefix="receipt-line"
      />
    </FormModal>
  );
};
