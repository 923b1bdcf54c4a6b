import type { CrewBooking } from '@crewhub/shared';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { StatusBadge } from '@/components/status-badge';
import { formatTimeRange, useFormat } from '@/lib/format';
import { useCrewBooking } from '../../api/get-project-planning';
import { usePlanningAbilities } from './planning-context';

/** Everyone booked on the project with crew, function, times and status. */
export const CrewView = () => {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const { projectNumber } = usePlanningAbilities();
  const booking = useCrewBooking(projectNumber);
  const columns: Column<CrewBooking>[] = [
    { key: 'person', header: t('booking.person'), render: (row) => row.personName, inTitle: true },
    { key: 'function', header: t('booking.function'), render: (row) => row.functionName },
    { key: 'crew', header: t('booking.crew'), render: (row) => row.projectCrewName },
    {
      key: 'date',
      header: t('booking.date'),
      render: (row) => format.dayRange(row.startDate, row.endDate),
    },
    {
      key: 'time',
      header: t('booking.time'),
      render: (row) => formatTimeRange(row.startTime, row.endTime) ?? '–',
    },
    {
      key: 'status',
      header: t('booking.status'),
      render: (row) => <StatusBadge status={row.status} />,
    },
  ];
  return (
    <QueryState query={booking}>
      {(rows) =>
        rows.length === 0 ? (
          <FriendlyEmpty
            icon={IconUsers}
            title={t('booking.emptyTitle')}
            description={t('booking.emptyDescription')}
          />
        ) : (
          <ResponsiveTable
            rows={[...rows].sort(
              (a, b) =>
                a.startDate.localeCompare(b.startDate) || a.personName.localeCompare(b.personName),
            )}
            columns={columns}
            rowKey={(row) => row.id}
            rowTestId={(row) => `booking-row-${row.id}`}
            cardTitle={(row) => row.personName}
            testId="crew-view"
          />
        )
      }
    </QueryState>
  );
};
