import { ColorSwatch, Group, Paper, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { textColourOn } from '@/lib/calendar/contrast';

export type LegendEntry = {
  key: string;
  label: string;
  colour: string;
  /** The shape the calendar shows with the colour, where it has one. */
  icon?: Icon | null;
};

/** What each calendar colour (and icon) means. */
export const ColourLegend = ({ entries, title }: { entries: LegendEntry[]; title: string }) => (
  <Paper withBorder p="sm" data-testid="colour-legend">
    <Text size="sm" fw={600} mb={6}>
      {title}
    </Text>
    <Group gap="md" style={{ rowGap: 6 }}>
      {entries.map(({ key, label, colour, icon: EntryIcon }) => (
        <Group key={key} gap={6} wrap="nowrap" data-testid={`legend-${key}`}>
          <ColorSwatch color={colour} size={18} withShadow={false} c={textColourOn(colour)}>
            {EntryIcon ? <EntryIcon size={12} stroke={2.2} aria-hidden /> : null}
          </ColorSwatch>
          <Text size="xs">{label}</Text>
        </Group>
      ))}
    </Group>
  </Paper>
);
