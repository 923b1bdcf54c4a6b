import { plusCrewDayTargets } from '@crewhub/shared';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconChartBar, IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { plusCrewKeys } from '../api/plus-crew-keys';
import { useSelectedMonth } from '../lib/selected-month';
import { usePlusCrewMonth } from '../lib/use-plus-crew-month';
import { CsvImportModal } from './csv-import-modal';
import { DashboardState } from './dashboard-state';
import { DataGrid } from './data-grid';
import { MonthPicker } from './month-picker';

/** /plus-crews/{number}/data: the month grid and the till import. */
export const PlusCrewDataPage = ({ number }: { number: string }) => {
  const { t } = useTranslation('plus-crews');
  const queryClient = useQueryClient();
  const { date, month, moveMonth } = useSelectedMonth();
  const [importing, setImporting] = useState(false);
  const state = usePlusCrewMonth(number, month);
  usePageTitle(state.status === 'success' ? state.crew.name : null);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {t('grid.title')}
        </Title>
        <MonthPicker month={month} onMove={moveMonth} />
      </Group>
      <DashboardState
        state={state}
        onRetry={() => queryClient.invalidateQueries({ queryKey: plusCrewKeys.all })}
      >
        {({ crew, values, rows }) => {
          const target = values.find((value) => value.valueTypeCode === 'targetTurnover');
          const defaults = plusCrewDayTargets(
            month,
            [],
            target?.targetMode && target.targetAmountCents !== null
              ? { mode: target.targetMode, amountCents: target.targetAmountCents }
              : null,
          );
          return (
            <>
              <Group gap="xs">
                <Button
                  component={Link}
                  to={`${paths.plusCrew.getHref({ number })}?date=${date}`}
                  variant="light"
                  leftSection={<IconChartBar size={18} />}
                >
                  {t('grid.dashboard')}
                </Button>
                <Button
                  variant="light"
                  leftSection={<IconFileImport size={18} />}
                  onClick={() => setImporting(true)}
                >
                  {t('import.open')}
                </Button>
              </Group>
              <DataGrid
                key={`${month}-${rows.turnover.length}-${rows.hours.length}-${rows.target.length}`}
                number={number}
                plusCrewId={crew.id}
                month={month}
                rows={rows}
                defaultTargetCents={(day) => defaults.get(day) ?? 0}
              />
              {importing ? (
                <CsvImportModal
                  number={number}
                  plusCrewId={crew.id}
                  savedMapping={crew.importMapping}
                  onClose={() => setImporting(false)}
                />
              ) : null}
            </>
          );
        }}
      </DashboardState>
    </Stack>
  );
};
