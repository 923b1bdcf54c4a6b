import { positionColours } from '@crewhub/shared';
import { ColorSwatch, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { NamedProgress } from '@/components/named-progress';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { useFormat } from '@/lib/format';
import { staffing } from '../../lib/group-planning';
import { usePlanningAbilities } from './planning-context';
import { usePlannedCrews } from './use-planned-crews';
import { useShiftName } from '@/lib/shift-name';

/** One tile per shift: how far it is staffed, at a glance. */
export const ShiftTilesView = () => {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const shiftName = useShiftName();
  const { projectNumber } = usePlanningAbilities();
  const planned = usePlannedCrews(projectNumber);
  return (
    <QueryState query={planned}>
      {(crews) =>
        crews.length === 0 ? (
          <FriendlyEmpty
            icon={IconLayoutGrid}
            title={t('crew.emptyTitle')}
            description={t('crew.emptyReader')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="shift-tiles-view">
            {crews.map((crew) => {
              const { confirmed, needed } = staffing(crew.positions);
              const percent = needed === 0 ? 0 : Math.round((confirmed / needed) * 100);
              return (
                <Paper key={crew.id} withBorder p="md" data-testid={`shift-tile-${crew.id}`}>
                  <Stack gap={6}>
                    <Text fw={700} lineClamp={1}>
                      {crew.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {format.day(crew.date)} · {shiftName(crew.shift)}
                    </Text>
                    <NamedProgress
                      value={percent}
                      color={percent >= 100 ? 'green' : 'orange'}
                      size="lg"
                      radius="xl"
                      label={t('position.staffed', { confirmed, needed })}
                    />
                    <Text size="sm">{t('position.staffed', { confirmed, needed })}</Text>
                    <Group gap={6}>
                      {crew.positions.map((position) => (
                        <ColorSwatch
                          key={position.id}
                          color={positionColours[position.colourKey]}
                          size={14}
                          withShadow={false}
                          title={position.functionName}
                        />
                      ))}
                    </Group>
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        )
      }
    </QueryState>
  );
};
