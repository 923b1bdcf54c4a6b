import {
  defaultInvoiceTaxRate,
  invoiceChargeKinds,
  invoiceItemInputSchema,
  invoiceTaxRates,
  type InvoiceItemInput,
} from '@crewhub/shared';
import { NumberInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { zodForm } from '@/lib/form-validation';

const formFields: Record<string, string> = {
  unitPriceCents: 'unitPrice',
  taxRateBasisPoints: 'taxRate',
};

type Values = {
  description: string;
  chargeKind: string;
  quantity: number | string;
  unitPrice: number | string;
  taxRate: string;
};

const initialValues: Values = {
  description: '',
  chargeKind: 'other',
  quantity: 1,
  unitPrice: '',
  taxRate: String(defaultInvoiceTaxRate),
};

/** A manual line: what, how many, the price in euros (sent in cents) and the VAT rate. */
export const AddLineModal = ({
  onClose,
  onAdd,
  saving,
  error,
}: {
  onClose: () => void;
  onAdd: (line: InvoiceItemInput) => void;
  saving: boolean;
  error: unknown;
}) => {
  const { t } = useTranslation('invoices');
  const form = useForm({
    initialValues,
    ...zodForm(invoiceItemInputSchema, {
      toInput: (values: Values) => ({
        description: values.description,
        chargeKind: values.chargeKind,
        quantity: Number(values.quantity),
        unitPriceCents:
          values.unitPrice === '' ? undefined : Math.round(Number(values.unitPrice) * 100),
        taxRateBasisPoints: Number(values.taxRate),
      }),
      fieldOf: (path) => formFields[path] ?? path,
    }),
  });
  return (
    <FormModal
      onClose={onClose}
      title={t('lines.title')}
      submitLabel={t('lines.submit')}
      submitting={saving}
      error={error}
      testId="add-line-form"
      onSubmit={form.onSubmit(onAdd)}
    >
      <TextInput label={t('fields.description')} required {...form.getInputProps('description')} />
      <Select
        label={t('fields.chargeKind')}
        data={invoiceChargeKinds.map((kind) => ({ value: kind, label: t(`chargeKind.${kind}`) }))}
        {...form.getInputProps('chargeKind')}
      />
      <NumberInput
        label={t('fields.quantity')}
        min={0}
        decimalScale={2}
        {...form.getInputProps('quantity')}
      />
      <NumberInput
        label={t('fields.unitPrice')}
        min={0}
        decimalScale={2}
        fixedDecimalScale
        prefix="€ "
        {...form.getInputProps('unitPrice')}
      />
      <Select
        label={t('fields.vat')}
        data={invoiceTaxRates.map((rate) => ({ value: String(rate), label: `${rate / 100} %` }))}
        {...form.getInputProps('taxRate')}
      />
    </FormModal>
  );
};
