import { ColorSwatch, Group, Paper, Text } from '@mantine/core';

export type LegendEntry = { key: string; label: string; colour: string };

/** What each calendar colour means. */
export const ColourLegend = ({ entries, title }: { entries: LegendEntry[]; title: string }) => (
  <Paper withBorder p="sm" data-testid="colour-legend">
    <Text size="sm" fw={600} mb={6}>
      {title}
    </Text>
    <Group gap="md" style={{ rowGap: 6 }}>
      {entries.map(({ key, label, colour }) => (
        <Group key={key} gap={6} wrap="nowrap" data-testid={`legend-${key}`}>
          <ColorSwatch color={colour} size={14} withShadow={false} />
          <Text size="xs">{label}</Text>
        </Group>
      ))}
    </Group>
  </Paper>
);
