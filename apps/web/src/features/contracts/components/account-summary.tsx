import type { StaffContractDetail } from '@crewhub/shared';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { hoursOf } from '../lib/contract-hours';

const figures = [
  'plannedMinutes',
  'workedMinutes',
  'timeBalanceMinutes',
  'vacationBalanceMinutes',
] as const;
const balances = new Set<string>(['timeBalanceMinutes', 'vacationBalanceMinutes']);

/** Planned and worked hours and both accounts as they stand, in four tiles. */
export const AccountSummary = ({ totals }: { totals: StaffContractDetail['totals'] }) => {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="contract-totals">
      {figures.map((figure) => {
        const hours = hoursOf(totals[figure]);
        const signed =
          balances.has(figure) && hours > 0 ? `+${format.hours(hours)}` : format.hours(hours);
        return (
          <Paper key={figure} withBorder p="md" data-testid={`total-${figure}`}>
            <Text size="sm" c="dimmed">
              {t(`totals.${figure}`)}
            </Text>
            <Text fw={800} fz={24} c={balances.has(figure) && hours < 0 ? 'red.8' : undefined}>
              {t('hours', { hours: signed })}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
};
