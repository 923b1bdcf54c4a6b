import '@mantine/charts/styles.css';
import type { StaffContractDetail } from '@crewhub/shared';
import { LineChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { accountSeries } from '../lib/contract-hours';

/** Both balances after each week or month; the table below holds the same figures. */
export const AccountChart = ({ contract }: { contract: StaffContractDetail }) => {
  const { t, i18n } = useTranslation('contracts');
  return (
    <Box role="img" aria-label={t('chart.label')} data-testid="account-chart">
      <LineChart
        h={240}
        data={accountSeries(i18n.language, contract.periods, contract.quotaUnit)}
        dataKey="period"
        unit=" h"
        withLegend
        curveType="linear"
        referenceLines={[{ y: 0, color: 'gray.6' }]}
        series={[
          { name: 'time', label: t('accounts.time'), color: 'blue.7' },
          { name: 'vacation', label: t('accounts.vacation'), color: 'teal.8' },
        ]}
      />
    </Box>
  );
};
