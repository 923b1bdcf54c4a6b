import type { PlannerPlanningItem } from '@crewhub/shared';
import { Anchor, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { paths } from '@/config/paths';
import { formatTimeRange, useFormat } from '@/lib/format';

/** The client's positions: when, what, how far staffed and by whom. */
export const PlanningCrewItemTable = ({ items }: { items: PlannerPlanningItem[] }) => {
  const { t } = useTranslation('planning-crew-item-list');
  const format = useFormat();
  const columns: Column<PlannerPlanningItem>[] = [
    {
      key: 'date',
      header: t('columns.date'),
      render: (item) => format.dayRange(item.startDate, item.endDate),
    },
    {
      key: 'time',
      header: t('columns.time'),
      render: (item) => formatTimeRange(item.startTime, item.endTime) ?? '–',
    },
    {
      key: 'project',
      header: t('columns.project'),
      render: (item) => (
        <Anchor
          component={Link}
          to={paths.project.getHref({ number: item.projectNumber })}
          size="sm"
        >
          {item.projectName}
        </Anchor>
      ),
    },
    { key: 'crew', header: t('columns.crew'), render: (item) => item.projectCrewName },
    {
      key: 'function',
      header: t('columns.function'),
      render: (item) => item.functionName,
      inTitle: true,
    },
    {
      key: 'staffed',
      header: t('columns.staffed'),
      render: (item) => (
        <Badge
          variant="light"
          color={item.confirmedCount >= item.amountOfRows ? 'green' : 'orange'}
        >
          {t('staffed', { confirmed: item.confirmedCount, needed: item.amountOfRows })}
        </Badge>
      ),
    },
    {
      key: 'people',
      header: t('columns.people'),
      render: (item) => (
        <Text size="sm" c={item.personNames.length ? undefined : 'dimmed'}>
          {item.personNames.length ? item.personNames.join(', ') : t('nobody')}
        </Text>
      ),
    },
  ];
  return (
    <ResponsiveTable
      rows={[...items].sort(
        (a, b) =>
          a.startDate.localeCompare(b.startDate) ||
          (a.startTime ?? '').localeCompare(b.startTime ?? ''),
      )}
      columns={columns}
      rowKey={(item) => item.projectCrewItemId}
      rowTestId={(item) => `planning-crew-item-${item.projectCrewItemId}`}
      cardTitle={(item) => `${item.functionName} · ${format.day(item.startDate)}`}
      testId="planning-crew-item-table"
    />
  );
};
