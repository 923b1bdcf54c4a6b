import {
  invoiceItemInputSchema,
  type InvoiceItemInput,
  type ReferenceItem,
  type TaxType,
} from '@crewhub/shared';
import { NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { QueryState } from '@/components/query-state';
import { zodForm } from '@/lib/form-validation';
import { useLineTypes } from '../api/get-line-types';
import { standardTaxType } from '../lib/tax-types';
import { ChargeTypeSelect, TaxTypeSelect } from './line-type-selects';

const formFields: Record<string, string> = { unitPriceCents: 'unitPrice' };

type Values = {
  description: string;
  chargeTypeId: string;
  quantity: number | string;
  unitPrice: number | string;
  taxTypeId: string;
};

type AddLineProps = {
  onClose: () => void;
  onAdd: (line: InvoiceItemInput) => void;
  saving: boolean;
  error: unknown;
};

const idOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

const LineFields = ({
  taxTypes,
  chargeTypes,
  onClose,
  onAdd,
  saving,
  error,
}: AddLineProps & { taxTypes: TaxType[]; chargeTypes: ReferenceItem[] }) => {
  const { t } = useTranslation('invoices');
  const initialValues: Values = {
    description: '',
    chargeTypeId: '',
    quantity: 1,
    unitPrice: '',
    taxTypeId: String(standardTaxType(taxTypes)?.id ?? ''),
  };
  const form = useForm({
    initialValues,
    ...zodForm(invoiceItemInputSchema, {
      toInput: (values: Values) => ({
        description: values.description,
        chargeTypeId: idOrUndefined(values.chargeTypeId),
        quantity: Number(values.quantity),
        unitPriceCents:
          values.unitPrice === '' ? undefined : Math.round(Number(values.unitPrice) * 100),
        taxTypeId: idOrUndefined(values.taxTypeId),
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
      <ChargeTypeSelect
        types={chargeTypes}
        required
        data-testid="line-charge-type"
        {...form.getInputProps('chargeTypeId')}
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
      <TaxTypeSelect
        types={taxTypes}
        required
        data-testid="line-tax-type"
        {...form.getInputProps('taxTypeId')}
      />
    </FormModal>
  );
};

/** A manual line: what, under which charge type, how many, the price (sent in cents), the tax. */
export const AddLineModal = (props: AddLineProps) => {
  const types = useLineTypes();
  return <QueryState query={types}>{(lists) => <LineFields {...props} {...lists} />}</QueryState>;
};
