import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type CrewWeekSwitcherProps = {
  /** The week's first day. */
  first: string;
  /** The week's dates in words. */
  label: string;
  onStep: (step: -1 | 1) => void;
};

/** The phone's week of the crew planner, with buttons to the week before and after. */
export const CrewWeekSwitcher = ({ first, label, onStep }: CrewWeekSwitcherProps) => {
  const { t } = useTranslation('calendar');
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" data-testid="crew-week-switcher">
      <ActionIcon
        variant="default"
        size={44}
        onClick={() => onStep(-1)}
        aria-label={t('previousWeek')}
        data-testid="crew-week-previous"
      >
        <IconChevronLeft size={20} />
      </ActionIcon>
      <Text fw={600} aria-live="polite" data-testid="crew-week-label" data-week={first}>
        {label}
      </Text>
      <ActionIcon
        variant="default"
        size={44}
        onClick={() => onStep(1)}
        aria-label={t('nextWeek')}
        data-testid="crew-week-next"
      >
        <IconChevronRight size={20} />
      </ActionIcon>
    </Group>
  );
};
