import { localDateOf } from '@crewhub/shared';
import { Button, Drawer, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconBeach, IconCalendarOff, IconCalendarShare } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BottomActions } from '@/components/bottom-actions';
import { LoadingBlocks, QueryState } from '@/components/query-state';
import { deviceTimeZone } from '@/lib/device-time-zone';
import { usePersonalCalendar } from '../api/get-personal-calendar';
import { daysByDate } from '../lib/day-look';
import { currentMonth, isMonth, monthOf, type Month } from '../lib/month-grid';
import { CalendarLegend } from './calendar-legend';
import { DayPanel } from './day-panel';
import { EntryModal, type EntryKind } from './entry-modal';
import { MonthGrid } from './month-grid';
import { MonthHeader } from './month-header';
import classes from './personal-calendar-page.module.css';

const actionClassNames = { root: classes.action, label: classes.actionLabel };

type PersonalCalendarPageProps = {
  /** What "Subscribe" opens: the calendar feeds, handed in by the route (another feature). */
  subscriptions?: ReactNode;
};

/** My month: jobs, blocked dates and vacation coloured per day, with the dialogs to add them. */
export const PersonalCalendarPage = ({ subscriptions }: PersonalCalendarPageProps) => {
  const { t } = useTranslation('personal-calendar');
  const [params, setParams] = useSearchParams();
  const thisMonth = currentMonth();
  const asked = params.get('month');
  const month: Month = isMonth(asked) ? asked : thisMonth;
  const calendar = usePersonalCalendar(month);
  const days = daysByDate(calendar.data?.days ?? []);
  // The server places events in the person's time zone; today and the day panel follow it.
  const timeZone = calendar.data?.timeZone ?? deviceTimeZone();
  const today = localDateOf(new Date(), timeZone);
  const [picked, setPicked] = useState<string | null>(null);
  const firstDay = month === thisMonth ? today : `${month}-01`;
  const selected = picked && monthOf(picked) === month ? picked : firstDay;
  const [dialog, setDialog] = useState<EntryKind | null>(null);
  const [subscribing, setSubscribing] = useState(false);

  const changeMonth = (next: Month) => setParams({ month: next }, { replace: true });

  return (
    <div className={classes.layout} data-testid="personal-calendar">
      <Paper withBorder p={{ base: 'xs', sm: 'md' }} className={classes.month}>
        <Stack gap="sm">
          <MonthHeader month={month} thisMonth={thisMonth} onChange={changeMonth} />
          {subscriptions ? (
            <Group justify="flex-end">
              <Button
                variant="subtle"
                leftSection={<IconCalendarShare size={18} />}
                onClick={() => setSubscribing(true)}
                data-testid="calendar-subscribe-button"
              >
                {t('actions.subscribe')}
              </Button>
            </Group>
          ) : null}
          <QueryState query={calendar} loading={<LoadingBlocks count={1} height={320} />}>
            {() => (
              <div style={{ opacity: calendar.isPlaceholderData ? 0.6 : 1 }}>
                <MonthGrid
                  month={month}
                  days={days}
                  today={today}
                  selected={selected}
                  onSelect={setPicked}
                />
              </div>
            )}
          </QueryState>
        </Stack>
      </Paper>
      {calendar.data ? (
        <Paper withBorder p="md" className={classes.legend}>
          <CalendarLegend legend={calendar.data.legend} />
        </Paper>
      ) : null}
      <div className={classes.day}>
        <DayPanel date={selected} day={days.get(selected)} timeZone={timeZone} />
      </div>
      <BottomActions className={classes.actions} inlineOnDesktop>
        {/* Side by side in the phone's bar; one above the other in the desktop's side column,
            where two buttons with icons leave too little room for "Datums blokkeren". */}
        <SimpleGrid cols={{ base: 2, md: 1 }} spacing="sm">
          <Button
            size="md"
            color="dark"
            classNames={actionClassNames}
            leftSection={<IconCalendarOff size={20} />}
            onClick={() => setDialog('blockDate')}
            data-testid="block-date-button"
          >
            {t('actions.blockDate')}
          </Button>
          <Button
            size="md"
            variant="light"
            classNames={actionClassNames}
            leftSection={<IconBeach size={20} />}
            onClick={() => setDialog('vacation')}
            data-testid="request-vacation-button"
          >
            {t('actions.vacation')}
          </Button>
        </SimpleGrid>
      </BottomActions>
      <EntryModal
        kind={dialog ?? 'blockDate'}
        startDate={selected}
        opened={dialog !== null}
        onClose={() => setDialog(null)}
      />
      {subscriptions ? (
        <Drawer
          opened={subscribing}
          onClose={() => setSubscribing(false)}
          position="right"
          size="md"
          title={t('actions.subscribe')}
        >
          {subscriptions}
        </Drawer>
      ) : null}
    </div>
  );
};
