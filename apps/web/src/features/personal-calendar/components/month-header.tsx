import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { monthLabel } from '@/components/calendar/use-weekday-names';
import { shiftMonth, type Month } from '../lib/month-grid';

type MonthHeaderProps = { month: Month; thisMonth: Month; onChange: (month: Month) => void };

export const MonthHeader = ({ month, thisMonth, onChange }: MonthHeaderProps) => {
  const { t, i18n } = useTranslation('personal-calendar');
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <ActionIcon
        size={44}
        variant="default"
        aria-label={t('month.previous')}
        onClick={() => onChange(shiftMonth(month, -1))}
        data-testid="calendar-previous"
      >
        <IconChevronLeft size={22} />
      </ActionIcon>
      <Title order={2} fz={{ base: 18, sm: 22 }} ta="center" data-testid="calendar-month">
        {monthLabel(i18n.language, month)}
      </Title>
      <Group gap="xs" wrap="nowrap">
        {month !== thisMonth ? (
          <Button variant="subtle" size="sm" h={44} onClick={() => onChange(thisMonth)}>
            {t('month.today')}
          </Button>
        ) : null}
        <ActionIcon
          size={44}
          variant="default"
          aria-label={t('month.next')}
          onClick={() => onChange(shiftMonth(month, 1))}
          data-testid="calendar-next"
        >
          <IconChevronRight size={22} />
        </ActionIcon>
      </Group>
    </Group>
  );
};
