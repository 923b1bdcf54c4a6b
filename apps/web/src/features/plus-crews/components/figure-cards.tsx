import type { PlusCrewMonthFigures } from '@crewhub/shared';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

type Figure = { key: string; label: string; value: string; hint?: string };

const FigureCard = ({ figure, large }: { figure: Figure; large: boolean }) => (
  <Paper withBorder p={large ? 'xl' : 'md'} data-testid={`figure-${figure.key}`}>
    <Text size={large ? 'xl' : 'sm'} c="dimmed">
      {figure.label}
    </Text>
    <Text fw={800} fz={large ? 56 : 26} lh={1.2}>
      {figure.value}
    </Text>
    {figure.hint ? (
      <Text size={large ? 'lg' : 'sm'} c="dimmed">
        {figure.hint}
      </Text>
    ) : null}
  </Paper>
);

/** The month's figures; `large` for presentation mode on a TV across the room. */
export const FigureCards = ({
  figures,
  large = false,
}: {
  figures: PlusCrewMonthFigures;
  large?: boolean;
}) => {
  const { t } = useTranslation('plus-crews');
  const { money, hours } = useFormat();
  const list: Figure[] = [
    {
      key: 'turnover',
      label: t('figures.actualTurnover'),
      value: money(figures.actualTurnoverCents),
    },
    {
      key: 'target',
      label: t('figures.targetTurnover'),
      value: money(figures.targetTurnoverCents),
    },
    { key: 'hours', label: t('figures.staffHours'), value: hours(figures.staffHours) },
    {
      key: 'per-hour',
      label: t('figures.turnoverPerHour'),
      value: money(figures.turnoverPerStaffHourCents),
    },
  ];
  if (figures.bonusSoFarCents !== null) {
    list.push(
      {
        key: 'bonus',
        label: t('figures.bonusSoFar'),
        value: money(figures.bonusSoFarCents),
        hint:
          figures.bonusPerStaffHourCents === null
            ? undefined
            : t('figures.perHour', { amount: money(figures.bonusPerStaffHourCents) }),
      },
      {
        key: 'forecast',
        label: t('figures.bonusForecast'),
        value: money(figures.bonusForecastCents),
      },
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, md: large ? 3 : 3, lg: large ? 3 : 6 }} spacing="sm">
      {list.map((figure) => (
        <FigureCard key={figure.key} figure={figure} large={large} />
      ))}
    </SimpleGrid>
  );
};
