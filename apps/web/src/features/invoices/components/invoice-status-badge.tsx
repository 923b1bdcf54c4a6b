import type { InvoiceStatus } from '@crewhub/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const invoiceStatusColours: Record<InvoiceStatus, string> = {
  design: 'gray',
  released: 'blue',
  paid: 'green',
  unpaid: 'red',
};

export const InvoiceStatusBadge = ({ status }: { status: InvoiceStatus }) => {
  const { t } = useTranslation('invoices');
  return (
    <Badge color={invoiceStatusColours[status]} variant="light" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
};
