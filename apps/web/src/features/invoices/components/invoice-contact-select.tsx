import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInvoiceContacts } from '../api/get-invoice-parties';

type InvoiceContactSelectProps = Omit<SelectProps, 'data'> & { companyId: number | null };

/** Whom at the company the invoice is addressed to (and mailed to on release). */
export const InvoiceContactSelect = ({ companyId, ...props }: InvoiceContactSelectProps) => {
  const { t } = useTranslation('invoices');
  const contacts = useInvoiceContacts(companyId);
  return (
    <Select
      label={t('fields.contact')}
      searchable
      clearable
      disabled={companyId === null}
      nothingFoundMessage={t('filters.noneFound')}
      data={(contacts.data ?? []).map((contact) => ({
        value: String(contact.id),
        label: contact.email ? `${contact.name} (${contact.email})` : contact.name,
      }))}
      data-testid="invoice-contact-select"
      {...props}
    />
  );
};
