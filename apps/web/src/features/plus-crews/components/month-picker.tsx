import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { plusCrewMonthRange } from '@crewhub/shared';

/** Previous and next month around the month's name; the address keeps the choice. */
export const MonthPicker = ({
  month,
  onMove,
}: {
  month: string;
  onMove: (months: number) => void;
}) => {
  const { t } = useTranslation('plus-crews');
  const { period } = useFormat();
  const { dateFrom, dateTo } = plusCrewMonthRange(month);
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="light"
        size="lg"
        aria-label={t('month.previous')}
        onClick={() => onMove(-1)}
      >
        <IconChevronLeft size={20} />
      </ActionIcon>
      <Text fw={700} miw={150} ta="center" data-testid="selected-month" aria-live="polite">
        {period(dateFrom, dateTo)}
      </Text>
      <ActionIcon variant="light" size="lg" aria-label={t('month.next')} onClick={() => onMove(1)}>
        <IconChevronRight size={20} />
      </ActionIcon>
    </Group>
  );
};
