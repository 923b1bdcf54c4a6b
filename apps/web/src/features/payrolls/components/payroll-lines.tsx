import type { PayrollItem } from '@crewhub/shared';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import classes from './payroll-card.module.css';
import { PayrollItemStatusBadge } from './payroll-status-badge';

/**
 * When the line was worked, in the person's time zone like the payslip; allowances have no time
 * of their own.
 */
export const useLineWhen = () => {
  const { t } = useTranslation('payrolls');
  const format = useFormat();
  return ({ beginAt, endAt, timeZone }: Pick<PayrollItem, 'beginAt' | 'endAt' | 'timeZone'>) =>
    beginAt
      ? `${format.moment(beginAt, timeZone)}${endAt ? `–${format.clock(endAt, timeZone)}` : ''}`
      : t('detail.allowance');
};

/** "7.5 h × €16.50 + €12.50": how the line's total comes about. */
export const useLineSum = () => {
  const { t } = useTranslation('payrolls');
  const format = useFormat();
  const { money } = format;
  return (item: Pick<PayrollItem, 'hours' | 'rateCents' | 'addOnCents'>) =>
    [
      item.hours > 0 || item.rateCents > 0
        ? t('detail.hoursTimesRate', {
            hours: format.hours(item.hours),
            rate: money(item.rateCents),
          })
        : null,
      item.addOnCents !== 0 ? t('detail.plusAddOn', { amount: money(item.addOnCents) }) : null,
    ]
      .filter(Boolean)
      .join(' ');
};

const LineCard = ({ item }: { item: PayrollItem }) => {
  const when = useLineWhen();
  const sum = useLineSum();
  const { money } = useFormat();
  return (
    <Paper withBorder data-testid={`payroll-line-${item.id}`} data-status={item.status}>
      <UnstyledButton
        component={Link}
        to={paths.payrollItem.getHref({ id: String(item.id) })}
        className={classes.link}
      >
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {when(item)}
            </Text>
            <Text fw={600}>{item.description}</Text>
            <Text size="sm">{sum(item)}</Text>
            {item.status !== 'open' ? (
              <Group mt={4}>
                <PayrollItemStatusBadge status={item.status} />
              </Group>
            ) : null}
          </Stack>
          <Text fw={700} ta="right" style={{ whiteSpace: 'nowrap' }}>
            {money(item.totalCents)}
          </Text>
          <IconChevronRight size={18} opacity={0.5} style={{ alignSelf: 'center' }} />
        </Group>
      </UnstyledButton>
    </Paper>
  );
};

/** The payroll's lines, each opening its detail (where a line can be declined). */
export const PayrollLines = ({ items }: { items: PayrollItem[] }) => {
  const { t } = useTranslation('payrolls');
  if (items.length === 0) return <Text c="dimmed">{t('detail.noLines')}</Text>;
  return (
    <Stack gap="xs" data-testid="payroll-lines">
      {items.map((item) => (
        <LineCard key={item.id} item={item} />
      ))}
    </Stack>
  );
};
