import type { PersonalCalendar } from '@crewhub/shared';
import { Box, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What each colour means. */
export const CalendarLegend = ({ legend }: { legend: PersonalCalendar['legend'] }) => {
  const { t } = useTranslation('personal-calendar');
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4, md: 2 }}
      spacing="xs"
      verticalSpacing={6}
      data-testid="calendar-legend"
    >
      {legend.map(({ key, colour }) => (
        <Group key={key} gap={8} wrap="nowrap" data-testid={`legend-${key}`}>
          <Box w={18} h={18} style={{ background: colour, borderRadius: 4, flex: 'none' }} />
          <Text size="sm" lh={1.2}>
            {t(`legend.${key}`)}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  );
};
