import { Group, NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ReceiptMoneyFieldsProps = {
  /** The form's props for the amount and the tax of one line (getInputProps). */
  amount: NumberInputProps;
  tax: NumberInputProps;
  /** Test ids end in `-amount` and `-tax`. */
  testIdPrefix: string;
};

/** What both fields share: euros with cents, never below zero. */
const euros = { size: 'md', min: 0, decimalScale: 2, prefix: '€ ' } as const;

/** A receipt line's amount and tax in euros, side by side. */
export const ReceiptMoneyFields = ({ amount, tax, testIdPrefix }: ReceiptMoneyFieldsProps) => {
  const { t } = useTranslation('receipts');
  return (
    <Group gap="xs" grow>
      <NumberInput
        label={t('form.amount')}
        {...euros}
        withAsterisk
        {...amount}
        data-testid={`${testIdPrefix}-amount`}
      />
      <NumberInput label={t('form.tax')} {...euros} {...tax} data-testid={`${testIdPrefix}-tax`} />
    </Group>
  );
};
