import { updateInvoiceInputSchema, type Invoice } from '@crewhub/shared';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { useUpdateInvoice } from '../api/change-invoice';
import { InvoiceContactSelect } from './invoice-contact-select';

type Values = {
  contactId: string | null;
  title: string;
  clientReference: string;
  invoiceDate: string;
  dueDate: string;
  startDate: string;
  endDate: string;
};

/** An emptied text clears the field; an emptied required date is left to the schema. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const orUndefined = (value: string) => (value === '' ? undefined : value);

/** The header of a design: title, the client's reference, its dates and period. */
export const EditInvoiceModal = ({
  invoice,
  onClose,
}: {
  invoice: Invoice;
  onClose: () => void;
}) => {
  const { t } = useTranslation('invoices');
  const update = useUpdateInvoice(invoice.number);
  const initialValues: Values = {
    contactId: invoice.contactId === null ? null : String(invoice.contactId),
    title: invoice.title ?? '',
    clientReference: invoice.clientReference ?? '',
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    startDate: invoice.startDate ?? '',
    endDate: invoice.endDate ?? '',
  };
  const form = useForm({
    initialValues,
    ...zodForm(updateInvoiceInputSchema, {
      toInput: (values: Values) => ({
        contactId: values.contactId === null ? null : Number(values.contactId),
        title: orNull(values.title),
        clientReference: orNull(values.clientReference),
        invoiceDate: orUndefined(values.invoiceDate),
        dueDate: orUndefined(values.dueDate),
        startDate: orNull(values.startDate),
        endDate: orNull(values.endDate),
      }),
    }),
  });
  return (
    <FormModal
      onClose={onClose}
      title={t('edit.title', { number: invoice.number })}
      submitLabel={t('edit.submit')}
      submitting={update.isPending}
      error={update.error}
      testId="edit-invoice-form"
      submitTestId="invoice-edit-submit"
      onSubmit={form.onSubmit((input) =>
        update.mutate(input, {
          onSuccess: onClose,
          onError: (error) => {
            if (isApiError(error)) form.setErrors(serverErrors(error.issues));
          },
        }),
      )}
    >
      <InvoiceContactSelect companyId={invoice.companyId} {...form.getInputProps('contactId')} />
      <TextInput label={t('fields.title')} maxLength={200} {...form.getInputProps('title')} />
      <TextInput
        label={t('edit.clientReference')}
        maxLength={100}
        data-testid="invoice-client-reference"
        {...form.getInputProps('clientReference')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          type="date"
          label={t('fields.invoiceDate')}
          required
          {...form.getInputProps('invoiceDate')}
        />
        <TextInput
          type="date"
          label={t('fields.dueDate')}
          required
          data-testid="invoice-due-date"
          {...form.getInputProps('dueDate')}
        />
        <TextInput type="date" label={t('fields.startDate')} {...form.getInputProps('startDate')} />
        <TextInput type="date" label={t('fields.endDate')} {...form.getInputProps('endDate')} />
      </SimpleGrid>
    </FormModal>
  );
};
