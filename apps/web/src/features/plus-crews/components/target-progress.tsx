import type { PlusCrewMonthFigures } from '@crewhub/shared';
import { Paper, Text } from '@mantine/core';
import { NamedProgress } from '@/components/named-progress';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

/** Progress towards the month's target (the bar stops at 100 %, the text does not). */
export const TargetProgress = ({
  figures,
  large = false,
}: {
  figures: PlusCrewMonthFigures;
  large?: boolean;
}) => {
  const { t } = useTranslation('plus-crews');
  const { money } = useFormat();
  const percent = figures.progressPercent;
  const label =
    percent === null
      ? t('figures.noTarget')
      : t('figures.progressValue', { percent, target: money(figures.targetTurnoverCents) });
  return (
    <Paper withBorder p={large ? 'xl' : 'md'}>
      <Text size={large ? 'xl' : 'sm'} fw={600}>
        {t('figures.progress')}
      </Text>
      <NamedProgress
        value={Math.min(100, percent ?? 0)}
        size={large ? 36 : 'xl'}
        my="sm"
        color={percent !== null && percent >= 100 ? 'teal' : 'blue'}
        label={t('figures.progress')}
        valueText={label}
      />
      <Text fz={large ? 32 : 'md'} fw={700} data-testid="target-progress">
        {label}
      </Text>
    </Paper>
  );
};
