import type { ContractPeriod, StaffContractDetail } from '@crewhub/shared';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { useFormat } from '@/lib/format';
import { hoursOf } from '../lib/contract-hours';

const figures = [
  'quotaMinutes',
  'plannedMinutes',
  'workedMinutes',
  'vacationTakenMinutes',
  'timeBalanceMinutes',
  'vacationBalanceMinutes',
] as const satisfies readonly (keyof ContractPeriod)[];

/** The accounts per week or month, newest first; a table on desktop, cards on phones. */
export const AccountTable = ({ contract }: { contract: StaffContractDetail }) => {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const periodText = (period: ContractPeriod) => format.dayRange(period.start, period.end);
  const columns: Column<ContractPeriod>[] = [
    { key: 'period', header: t('table.period'), render: periodText, inTitle: true },
    ...figures.map((figure) => ({
      key: figure,
      header: t(`table.${figure}`),
      render: (period: ContractPeriod) => format.hours(hoursOf(period[figure])),
    })),
  ];
  return (
    <ResponsiveTable
      rows={[...contract.periods].reverse()}
      columns={columns}
      rowKey={(period) => period.start}
      rowTestId={(period) => `period-${period.start}`}
      cardTitle={periodText}
      testId="account-table"
    />
  );
};
