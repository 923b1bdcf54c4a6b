import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { monthOf, shiftMonth, todayIso, type Month } from '@/lib/calendar/month';
import { monthLabel } from './use-weekday-names';

type MonthSwitcherProps = { month: Month; onChange: (month: Month) => void };

/** Previous / next month and back to this month, with the month's name. */
export const MonthSwitcher = ({ month, onChange }: MonthSwitcherProps) => {
  const { t, i18n } = useTranslation('calendar');
  const current = monthOf(todayIso());
  return (
    <Group gap="xs" wrap="nowrap" data-testid="month-switcher">
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => onChange(shiftMonth(month, -1))}
        aria-label={t('previousMonth')}
        data-testid="month-previous"
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Title
        order={2}
        fz={{ base: 17, sm: 20 }}
        miw={{ base: 130, sm: 170 }}
        ta="center"
        data-testid="month-label"
        data-month={month}
      >
        {monthLabel(i18n.language, month)}
      </Title>
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => onChange(shiftMonth(month, 1))}
        aria-label={t('nextMonth')}
        data-testid="month-next"
      >
        <IconChevronRight size={18} />
      </ActionIcon>
      {month !== current ? (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(current)}>
          {t('thisMonth')}
        </Button>
      ) : null}
    </Group>
  );
};
