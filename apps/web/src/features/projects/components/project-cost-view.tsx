import type { Project } from '@crewhub/shared';
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { QueryState } from '@/components/query-state';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { useFormat } from '@/lib/format';
import { useProjectPositions } from '../api/get-project-planning';
import { costLines, costTotals, type CostLine } from '../lib/cost';

/** Chargeable hours and amounts per position at the project's rate (an estimate, not an invoice). */
export const ProjectCostView = ({ project }: { project: Project }) => {
  const { t } = useTranslation(['projects', 'common']);
  const format = useFormat();
  const positions = useProjectPositions(project.number);
  const { money } = format;
  const hours = (value: number | null) => (value === null ? '–' : format.hours(value));
  const columns: Column<CostLine>[] = [
    {
      key: 'function',
      header: t('cost.function'),
      render: (line) => line.functionName,
      inTitle: true,
    },
    { key: 'date', header: t('cost.date'), render: (line) => format.day(line.startDate) },
    { key: 'rows', header: t('cost.rows'), render: (line) => line.rows },
    { key: 'hoursEach', header: t('cost.hoursEach'), render: (line) => hours(line.hoursEach) },
    { key: 'hours', header: t('cost.hours'), render: (line) => hours(line.hours) },
    { key: 'amount', header: t('cost.amount'), render: (line) => money(line.amountCents) },
  ];
  return (
    <QueryState query={positions}>
      {(items) => {
        if (items.length === 0) {
          return (
            <FriendlyEmpty
              icon={IconCalculator}
              title={t('cost.emptyTitle')}
              description={t('cost.emptyDescription')}
            />
          );
        }
        const lines = costLines(items, project.rateCents);
        const totals = costTotals(lines);
        return (
          <Stack gap="sm" data-testid="cost-view">
            {project.rateCents === null ? (
              <Alert color="yellow" variant="light">
                {t('cost.noRate')}
              </Alert>
            ) : null}
            {totals.missingHours > 0 ? (
              <Alert color="yellow" variant="light" data-testid="cost-missing-hours">
                {t('common:messages.setChargeableHours')}
              </Alert>
            ) : null}
            <ResponsiveTable
              rows={lines}
              columns={columns}
              rowKey={(line) => line.positionId}
              cardTitle={(line) => `${line.functionName} · ${format.day(line.startDate)}`}
            />
            <Paper withBorder p="md">
              <Group justify="space-between">
                <Text fw={600}>{t('cost.total')}</Text>
                <Text fw={700} data-testid="cost-total">
                  {hours(totals.hours)} {t('cost.hoursUnit')} ·{' '}
                  {money(project.rateCents === null ? null : totals.amountCents)}
                </Text>
              </Group>
            </Paper>
          </Stack>
        );
      }}
    </QueryState>
  );
};
