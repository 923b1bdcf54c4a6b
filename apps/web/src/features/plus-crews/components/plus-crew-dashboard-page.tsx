import { plusCrewMonthRange } from '@crewhub/shared';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconChartBar, IconDeviceTv, IconSettings, IconTable } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { plusCrewKeys } from '../api/plus-crew-keys';
import { useSelectedMonth } from '../lib/selected-month';
import { usePlusCrewMonth } from '../lib/use-plus-crew-month';
import { DashboardState } from './dashboard-state';
import { FigureCards } from './figure-cards';
import { MonthPicker } from './month-picker';
import { PresentationMode } from './presentation-mode';
import { TargetProgress } from './target-progress';
import { TurnoverChart } from './turnover-chart';

const presentationRefreshMs = 60_000;

/** /plus-crews/{number}: the month's turnover, target, hours, bonus and forecast. */
export const PlusCrewDashboardPage = ({
  number,
  canEdit,
}: {
  number: string;
  /** plusCrews EDIT: the settings link (guests never). */
  canEdit: boolean;
}) => {
  const { t } = useTranslation('plus-crews');
  const { period } = useFormat();
  const queryClient = useQueryClient();
  const { month, moveMonth } = useSelectedMonth();
  const [presenting, setPresenting] = useState(false);
  const state = usePlusCrewMonth(number, month, presenting ? presentationRefreshMs : undefined);
  usePageTitle(state.status === 'success' ? state.crew.name : null);
  const closePresentation = useCallback(() => setPresenting(false), []);
  const { dateFrom, dateTo } = plusCrewMonthRange(month);
  const retry = () => queryClient.invalidateQueries({ queryKey: plusCrewKeys.all });
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {state.status === 'success' ? state.crew.name : number}
        </Title>
        <MonthPicker month={month} onMove={moveMonth} />
      </Group>
      <Group gap="xs">
        <Button
          component={Link}
          to={paths.plusCrewData.getHref({ number }) + `?date=${dateFrom}`}
          variant="light"
          leftSection={<IconTable size={18} />}
        >
          {t('dashboard.enterData')}
        </Button>
        {canEdit ? (
          <Button
            component={Link}
            to={paths.plusCrewSettings.getHref({ number })}
            variant="light"
            leftSection={<IconSettings size={18} />}
          >
            {t('dashboard.settings')}
          </Button>
        ) : null}
        <Button
          variant="filled"
          leftSection={<IconDeviceTv size={18} />}
          onClick={() => setPresenting(true)}
          disabled={state.status !== 'success'}
        >
          {t('present.open')}
        </Button>
      </Group>
      <DashboardState state={state} onRetry={retry}>
        {({ figures }) => (
          <>
            <TargetProgress figures={figures} />
            <FigureCards figures={figures} />
            {figures.actualTurnoverCents === 0 && figures.staffHours === 0 ? (
              <FriendlyEmpty
                icon={IconChartBar}
                title={t('dashboard.empty')}
                description={t('dashboard.emptyHint')}
              />
            ) : (
              <TurnoverChart days={figures.days} />
            )}
          </>
        )}
      </DashboardState>
      {presenting ? (
        <PresentationMode
          state={state}
          monthLabel={period(dateFrom, dateTo)}
          onClose={closePresentation}
        />
      ) : null}
    </Stack>
  );
};
