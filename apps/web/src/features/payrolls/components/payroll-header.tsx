import type { PayrollSummary } from '@crewhub/shared';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { PayrollStatusBadge } from './payroll-status-badge';

type PayrollHeaderProps = {
  payroll: PayrollSummary;
  /** The number, with the person's name when someone else reads it. */
  subtitle: string;
  /** Actions under the figures (payslip, sharing). */
  children?: ReactNode;
};

/** Status, period, payment date and total of one payroll. */
export const PayrollHeader = ({ payroll, subtitle, children }: PayrollHeaderProps) => {
  const { t } = useTranslation('payrolls');
  const format = useFormat();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="payroll-header">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <PayrollStatusBadge status={payroll.status} />
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {format.period(payroll.periodStart, payroll.periodEnd)}
          </Title>
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
          {payroll.paymentDate ? (
            <Text size="sm">
              {t('detail.paidOn', { date: format.day(payroll.paymentDate, 'long') })}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="sm" c="dimmed">
            {t('detail.total')}
          </Text>
          <Text fw={800} fz={28} data-testid="payroll-total">
            {format.money(payroll.totalCents)}
          </Text>
        </Stack>
      </Group>
      {children}
    </Paper>
  );
};
