import '@mantine/charts/styles.css';
import type { PlusCrewDayFigures } from '@crewhub/shared';
import { CompositeChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

/** Daily turnover (bars) against the day's target, with the month's running total on the right. */
export const TurnoverChart = ({
  days,
  height = 300,
}: {
  days: PlusCrewDayFigures[];
  height?: number;
}) => {
  const { t } = useTranslation('plus-crews');
  const { money } = useFormat();
  const data = days.map((day) => ({
    day: Number(day.date.slice(8)),
    turnover: day.actualTurnoverCents,
    target: day.targetTurnoverCents,
    cumulative: day.cumulativeTurnoverCents,
  }));
  return (
    <Paper withBorder p="md" data-testid="turnover-chart">
      <Text fw={600} mb="sm">
        {t('chart.title')}
      </Text>
      <CompositeChart
        h={height}
        data={data}
        dataKey="day"
        withLegend
        withRightYAxis
        withDots={false}
        maxBarWidth={24}
        valueFormatter={(cents) => money(cents)}
        yAxisProps={{ tickFormatter: (cents: number) => String(Math.round(cents / 100)) }}
        rightYAxisProps={{ tickFormatter: (cents: number) => String(Math.round(cents / 100)) }}
        series={[
          { name: 'turnover', label: t('chart.turnover'), color: 'blue.6', type: 'bar' },
          { name: 'target', label: t('chart.target'), color: 'orange.7', type: 'line' },
          {
            name: 'cumulative',
            label: t('chart.cumulative'),
            color: 'teal.7',
            type: 'line',
            yAxisId: 'right',
          },
        ]}
      />
    </Paper>
  );
};
