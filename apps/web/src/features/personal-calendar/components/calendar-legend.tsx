import type { PersonalCalendar } from '@crewhub/shared';
import { Box, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { textColourOn } from '@/lib/calendar/contrast';
import { legendIcons } from '../lib/legend-icons';

/** What each colour and icon means. */
export const CalendarLegend = ({ legend }: { legend: PersonalCalendar['legend'] }) => {
  const { t } = useTranslation('personal-calendar');
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4, md: 2 }}
      spacing="xs"
      verticalSpacing={6}
      data-testid="calendar-legend"
    >
      {legend.map(({ key, colour }) => {
        const LegendIcon = legendIcons[key];
        return (
          <Group key={key} gap={8} wrap="nowrap" data-testid={`legend-${key}`}>
            <Box
              w={22}
              h={22}
              style={{
                background: colour,
                color: textColourOn(colour),
                borderRadius: 4,
                flex: 'none',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <LegendIcon size={14} stroke={2} aria-hidden />
            </Box>
            <Text size="sm" lh={1.2}>
              {t(`legend.${key}`)}
            </Text>
          </Group>
        );
      })}
    </SimpleGrid>
  );
};
