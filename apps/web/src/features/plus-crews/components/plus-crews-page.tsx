import type { PlusCrewProgress } from '@crewhub/shared';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { NamedProgress } from '@/components/named-progress';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useRight } from '@/lib/use-right';
import { usePlusCrewProgress } from '../api/get-plus-crew-progress';
import { useSelectedMonth } from '../lib/selected-month';
import { MonthPicker } from './month-picker';
import { NewPlusCrewModal } from './new-plus-crew-modal';

const ProgressCard = ({ crew, date }: { crew: PlusCrewProgress; date: string }) => {
  const { t } = useTranslation('plus-crews');
  const { money } = useFormat();
  const percent = crew.progressPercent;
  return (
    <Paper
      withBorder
      p="md"
      component={Link}
      to={`${paths.plusCrew.getHref({ number: crew.number })}?date=${date}`}
      data-testid="plus-crew-card"
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{crew.name}</Text>
        <Badge variant="light">{t(`crewTypes.${crew.crewType}`)}</Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {crew.number}
      </Text>
      <NamedProgress
        value={Math.min(100, percent ?? 0)}
        color={percent !== null && percent >= 100 ? 'teal' : 'blue'}
        size="lg"
        my="sm"
        label={t('figures.progress')}
      />
      <Text size="sm">
        {percent === null
          ? t('figures.noTarget')
          : t('figures.progressValue', { percent, target: money(crew.targetTurnoverCents) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('list.turnoverAndBonus', {
          turnover: money(crew.actualTurnoverCents),
          bonus: money(crew.bonusSoFarCents),
        })}
      </Text>
    </Paper>
  );
};

/** /plus-crews: every plus crew's progress in the month. */
export const PlusCrewsPage = () => {
  const { t } = useTranslation(['plus-crews', 'common']);
  const { date, month, moveMonth } = useSelectedMonth();
  const progress = usePlusCrewProgress(month);
  const canCreate = useRight('plusCrews', 'EDIT');
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {t('common:routes.plusCrews')}
        </Title>
        <Group gap="xs">
          <MonthPicker month={month} onMove={moveMonth} />
          {canCreate ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('create.open')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <QueryState query={progress}>
        {(crews) =>
          crews.length === 0 ? (
            <FriendlyEmpty icon={IconChartBar} title={t('common:notFound.plusCrews')} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {crews.map((crew) => (
                <ProgressCard key={crew.id} crew={crew} date={date} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
      {creating ? <NewPlusCrewModal onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
};
