import type { PayrollItem, PublicPayrollItem } from '@crewhub/shared';
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

const LineContent = ({ item, linked }: { item: PublicPayrollItem; linked: boolean }) => {
  const when = useLineWhen();
  const sum = useLineSum();
  const { money } = useFormat();
  return (
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
      {linked ? <IconChevronRight size={18} opacity={0.5} style={{ alignSelf: 'center' }} /> : null}
    </Group>
  );
};

type PayrollLinesProps = {
  items: PublicPayrollItem[];
  /** Whether each line opens its detail (where it can be declined); not on shared links. */
  linked?: boolean;
};

/**
 * The payroll's lines, each opening its detail unless the reader has no login. Declined lines
 * come first: they hold the payroll up until the office corrects them.
 */
export const PayrollLines = ({ items, linked = true }: PayrollLinesProps) => {
  const { t } = useTranslation('payrolls');
  if (items.length === 0) return <Text c="dimmed">{t('detail.noLines')}</Text>;
  const declined = items.filter((item) => item.status === 'declined');
  const others = items.filter((item) => item.status !== 'declined');
  return (
    <Stack gap="xs" data-testid="payroll-lines">
      {[...declined, ...others].map((item) => (
        <Paper
          key={item.id}
          withBorder
          data-testid={`payroll-line-${item.id}`}
          data-status={item.status}
        >
          {linked ? (
            <UnstyledButton
              component={Link}
              to={paths.payrollItem.getHref({ id: String(item.id) })}
              className={classes.link}
            >
              <LineContent item={item} linked />
            </UnstyledButton>
          ) : (
            <div className={classes.link}>
              <LineContent item={item} linked={false} />
            </div>
          )}
        </Paper>
      ))}
    </Stack>
  );
};
