import { positionColours } from '@crewhub/shared';
import { Group, MultiSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarBar } from '@/components/calendar/calendar-bar';
import { CalendarStatus } from '@/components/calendar/calendar-status';
import { ColourLegend } from '@/components/calendar/colour-legend';
import { MonthCalendar } from '@/components/calendar/month-calendar';
import { MonthSwitcher } from '@/components/calendar/month-switcher';
import { LoadError } from '@/components/query-state';
import { paths } from '@/config/paths';
import { visiblePeriod } from '@/lib/calendar/month';
import { useMonthParam } from '@/lib/calendar/use-month-param';
import { formatTimeRange } from '@/lib/format';
import { asOptions, useReferenceList } from '@/lib/reference-data';
import { usePlanningItems } from '../api/get-planning-items';
import { legendKeys, planningBars } from '../lib/planning-items';

/** Positions of a month in their status colours with a legend; spare ones need the right. */
export const PlanningCalendarPage = ({ canSeeSpare }: { canSeeSpare: boolean }) => {
  const { t } = useTranslation(['planning-calendar', 'common']);
  const [month, setMonth] = useMonthParam();
  const [functionIds, setFunctionIds] = useState<string[]>([]);
  const functions = useReferenceList('functions');
  const functionOptions = asOptions(functions.data?.filter((f) => canSeeSpare || !f.spare));
  const query = usePlanningItems({ ...visiblePeriod(month), functionIds: functionIds.map(Number) });
  const bars = planningBars(query.data ?? [], canSeeSpare);

  return (
    <Stack gap="md" data-testid="planning-calendar">
      <Group justify="space-between" gap="sm">
        <MonthSwitcher month={month} onChange={setMonth} />
        <MultiSelect
          data={functionOptions}
          value={functionIds}
          onChange={setFunctionIds}
          placeholder={functionIds.length === 0 ? t('allFunctions') : undefined}
          aria-label={t('functions')}
          searchable
          clearable
          size="sm"
          w={{ base: '100%', sm: 320 }}
          data-testid="planning-function-filter"
        />
      </Group>
      {query.isError ? <LoadError error={query.error} onRetry={query.refetch} /> : null}
      <MonthCalendar
        month={month}
        items={bars}
        testId="planning-calendar-grid"
        renderBar={({ item, colour, colourKey }) => (
          <CalendarBar
            colour={colour}
            label={item.functionName}
            detail={`${item.confirmedCount}/${item.amountOfRows} · ${item.projectName}`}
            title={[
              `${item.functionName} · ${item.projectName} (${item.projectNumber})`,
              item.projectCrewName,
              formatTimeRange(item.startTime, item.endTime),
              t(`colours.${colourKey}`),
            ]
              .filter(Boolean)
              .join('\n')}
            to={paths.project.getHref({ number: item.projectNumber })}
            testId={`planning-item-${item.projectCrewItemId}`}
            colourKey={colourKey}
            stacked
          />
        )}
      />
      <CalendarStatus
        loading={query.isPending}
        empty={!query.isError && bars.length === 0}
        emptyText={functionIds.length > 0 ? t('common:messages.noResults') : t('empty')}
      />
      <ColourLegend
        title={t('legend')}
        entries={legendKeys(canSeeSpare).map((key) => ({
          key,
          label: t(`colours.${key}`),
          colour: positionColours[key],
        }))}
      />
    </Stack>
  );
};
