import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type CalendarStatusProps = { loading: boolean; empty: boolean; emptyText: string };

/** Under a calendar: loading while the month arrives, a friendly line when it has nothing. */
export const CalendarStatus = ({ loading, empty, emptyText }: CalendarStatusProps) => {
  const { t } = useTranslation('calendar');
  if (loading) {
    return (
      <Group justify="center" gap="xs" data-testid="calendar-loading">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('loading')}
        </Text>
      </Group>
    );
  }
  return empty ? (
    <Text size="sm" c="dimmed" ta="center" data-testid="calendar-empty">
      {emptyText}
    </Text>
  ) : null;
};
