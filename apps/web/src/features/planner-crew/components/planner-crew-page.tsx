import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUsersGroup } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourLegend } from '@/components/calendar/colour-legend';
import { MonthSwitcher } from '@/components/calendar/month-switcher';
import { monthLabel } from '@/components/calendar/use-weekday-names';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { NoResults } from '@/components/no-results';
import { LoadError, LoadingBlocks } from '@/components/query-state';
import { daysOfMonth, firstDayOf, lastDayOf, monthOf, todayIso } from '@/lib/calendar/month';
import { useMonthParam } from '@/lib/calendar/use-month-param';
import { formatDayRange } from '@/lib/format';
import { useCrewCalendar } from '../api/get-crew-calendar';
import { activeFilterCount, noCrewFilters, type CrewFilters } from '../lib/crew-filters';
import { legendOf } from '../lib/crew-grid';
import { stepWeek, weekAnchor, weekOf } from '../lib/crew-weeks';
import { crewStatusIcons } from '../lib/status-icons';
import { CrewFiltersBar } from './crew-filters-bar';
import { CrewGrid } from './crew-grid';
import { CrewWeekSwitcher } from './crew-week-switcher';

/** Below 600 px a month of days does not fit: phones get one week per screen. */
const useWeekPerScreen = (): boolean =>
  useMediaQuery('(max-width: 37.49em)', false, { getInitialValueInEffect: false });

/** The crew planner: who works, is free or is off on each day of a month. */
export const PlannerCrewPage = () => {
  const { t, i18n } = useTranslation(['planner-crew', 'common']);
  const [month, setMonth] = useMonthParam();
  const [filters, setFilters] = useState<CrewFilters>(noCrewFilters);
  const weekly = useWeekPerScreen();
  // The Monday of the week the phone shows; null until the reader moves a week.
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const anchor = weekAnchor(month, chosenDay, todayIso());
  const days = useMemo(
    () => (weekly ? weekOf(anchor) : daysOfMonth(month)),
    [weekly, anchor, month],
  );
  // A phone asks for its week only: a quarter of the month's answer.
  const period = weekly
    ? { from: days[0] ?? anchor, to: days.at(-1) ?? anchor }
    : { from: firstDayOf(month), to: lastDayOf(month) };
  const query = useCrewCalendar({ ...filters, ...period });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    // Scrolling asks again and again; an ongoing fetch must not be cancelled and restarted.
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const total = query.data?.pages[0]?.total ?? 0;
  const moveWeek = (step: -1 | 1) => {
    const monday = stepWeek(days, step);
    if (!monday) return;
    // The month switcher follows the weeks: a week belongs to the month of its Monday.
    if (monthOf(monday) !== month) setMonth(monthOf(monday));
    setChosenDay(monday);
  };
  const label = weekly
    ? formatDayRange(i18n.language, period.from, period.to)
    : monthLabel(i18n.language, month);

  return (
    <Stack gap="md" data-testid="planner-crew">
      <MonthSwitcher month={month} onChange={setMonth} />
      <CrewFiltersBar filters={filters} onChange={setFilters} />
      {weekly ? <CrewWeekSwitcher first={period.from} label={label} onStep={moveWeek} /> : null}
      {query.isError ? <LoadError error={query.error} onRetry={query.refetch} /> : null}
      {query.isPending ? <LoadingBlocks count={6} height={44} /> : null}
      {query.data && total === 0 && activeFilterCount(filters) > 0 ? (
        <NoResults onClear={() => setFilters(noCrewFilters)} />
      ) : null}
      {query.data && total === 0 && activeFilterCount(filters) === 0 ? (
        <FriendlyEmpty
          icon={IconUsersGroup}
          title={t('common:notFound.crewMembers')}
          testId="planner-crew-empty"
        />
      ) : null}
      {query.data && total > 0 ? (
        <>
          <CrewGrid
            days={days}
            pages={query.data.pages}
            total={total}
            label={t('gridLabel', { period: label })}
            onNeedMore={loadMore}
          />
          <ColourLegend
            title={t('legend')}
            entries={legendOf(query.data.pages.flatMap((page) => page.entries)).map(
              ({ key, colour }) => ({
                key,
                colour,
                label: t(`colours.${key}`),
                icon: crewStatusIcons[key],
              }),
            )}
          />
        </>
      ) : null}
    </Stack>
  );
};
