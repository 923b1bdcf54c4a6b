import type { PayrollItemStatus, PayrollStatus } from '@crewhub/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const payrollColours: Record<PayrollStatus, string> = {
  to_confirm: 'orange',
  confirmed: 'blue',
  paid: 'green',
};

const itemColours: Record<PayrollItemStatus, string> = {
  open: 'gray',
  declined: 'red',
  corrected: 'teal',
};

export const PayrollStatusBadge = ({ status }: { status: PayrollStatus }) => {
  const { t } = useTranslation('payrolls');
  return (
    <Badge color={payrollColours[status]} variant="light" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
};

export const PayrollItemStatusBadge = ({ status }: { status: PayrollItemStatus }) => {
  const { t } = useTranslation('payrolls');
  return (
    <Badge color={itemColours[status]} variant="light" data-status={status}>
      {t(`itemStatus.${status}`)}
    </Badge>
  );
};
