import type { ReceiptStatus } from '@crewhub/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colours: Record<ReceiptStatus, string> = {
  draft: 'gray',
  submitted: 'orange',
  approved: 'green',
  rejected: 'red',
};

export const ReceiptStatusBadge = ({ status }: { status: ReceiptStatus }) => {
  const { t } = useTranslation('receipts');
  return (
    <Badge color={colours[status]} variant="light" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
};
