import type { PayrollSummary } from '@crewhub/shared';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import classes from './payroll-card.module.css';
import { PayrollStatusBadge } from './payroll-status-badge';

type PayrollCardProps = {
  payroll: PayrollSummary;
  /** Where the card leads; the payroll's own page unless it is read through a shared link. */
  href?: string;
};

/** One payroll in a list: period, total and status; the whole card opens it. */
export const PayrollCard = ({ payroll, href }: PayrollCardProps) => {
  const { t } = useTranslation('payrolls');
  const format = useFormat();
  return (
    <Paper withBorder data-testid={`payroll-card-${payroll.number}`}>
      <UnstyledButton
        component={Link}
        to={href ?? paths.payroll.getHref({ number: payroll.number })}
        className={classes.link}
      >
        <Group wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6}>
              <PayrollStatusBadge status={payroll.status} />
              {payroll.declinedItemCount > 0 ? (
                <Badge color="red" variant="outline">
                  {t('list.declinedLines', { count: payroll.declinedItemCount })}
                </Badge>
              ) : null}
            </Group>
            <Text fw={600} fz="lg">
              {format.period(payroll.periodStart, payroll.periodEnd)}
            </Text>
            <Text size="sm" c="dimmed">
              {payroll.paymentDate
                ? t('list.paidOn', {
                    number: payroll.number,
                    date: format.day(payroll.paymentDate),
                  })
                : payroll.number}
            </Text>
          </Stack>
          <Text fw={700} fz="lg" ta="right" style={{ whiteSpace: 'nowrap' }}>
            {format.money(payroll.totalCents)}
          </Text>
          <IconChevronRight size={20} opacity={0.5} />
        </Group>
      </UnstyledButton>
    </Paper>
  );
};
