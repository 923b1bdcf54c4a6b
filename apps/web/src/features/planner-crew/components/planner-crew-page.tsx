import { Stack } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourLegend } from '@/components/calendar/colour-legend';
import { MonthSwitcher } from '@/components/calendar/month-switcher';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { NoResults } from '@/components/no-results';
import { LoadError, LoadingBlocks } from '@/components/query-state';
import { daysOfMonth, firstDayOf, lastDayOf } from '@/lib/calendar/month';
import { useMonthParam } from '@/lib/calendar/use-month-param';
import { useCrewCalendar } from '../api/get-crew-calendar';
import { activeFilterCount, noCrewFilters, type CrewFilters } from '../lib/crew-filters';
import { legendOf } from '../lib/crew-grid';
import { crewStatusIcons } from '../lib/status-icons';
import { CrewFiltersBar } from './crew-filters-bar';
import { CrewGrid } from './crew-grid';

/** The crew planner: who works, is free or is off on each day of a month. */
export const PlannerCrewPage = () => {
  const { t } = useTranslation(['planner-crew', 'common']);
  const [month, setMonth] = useMonthParam();
  const [filters, setFilters] = useState<CrewFilters>(noCrewFilters);
  const days = useMemo(() => daysOfMonth(month), [month]);
  const query = useCrewCalendar({ ...filters, from: firstDayOf(month), to: lastDayOf(month) });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    // Scrolling asks again and again; an ongoing fetch must not be cancelled and restarted.
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <Stack gap="md" data-testid="planner-crew">
      <MonthSwitcher month={month} onChange={setMonth} />
      <CrewFiltersBar filters={filters} onChange={setFilters} />
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
          <CrewGrid days={days} pages={query.data.pages} total={total} onNeedMore={loadMore} />
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
