import { Modal, Stack, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format';
import { monthWeeks, todayIso, type Month } from '@/lib/calendar/month';
import { countPerDay, layoutWeek, type Spanning } from '@/lib/calendar/week-lanes';
import classes from './month-calendar.module.css';
import { useWeekdayNames } from './use-weekday-names';

type MonthCalendarProps<T extends Spanning> = {
  month: Month;
  items: readonly T[];
  /** The bar of one item; it fills the columns the grid gives it. */
  renderBar: (item: T) => ReactNode;
  /** Lanes shown per week before the rest hides behind "+n more". */
  maxLanes?: number;
  testId?: string;
};

const covers = (item: Spanning, day: string) =>
  item.startDate <= day && (item.endDate || item.startDate) >= day;

/** A Monday-first month grid with items as bars over their days (wall-calendar layout). */
export const MonthCalendar = <T extends Spanning>({
  month,
  items,
  renderBar,
  maxLanes = 4,
  testId = 'month-calendar',
}: MonthCalendarProps<T>) => {
  const { t, i18n } = useTranslation('calendar');
  const weekdays = useWeekdayNames();
  const [openDay, setOpenDay] = useState<string | null>(null);
  const today = todayIso();

  return (
    <div className={classes.scroller} data-testid={testId}>
      <div className={classes.month}>
        <div className={classes.weekdays}>
          {weekdays.map((name) => (
            <div key={name} className={classes.weekday}>
              {name}
            </div>
          ))}
        </div>
        {monthWeeks(month).map((week) => {
          const segments = layoutWeek(items, week);
          const counts = countPerDay(segments, week.length);
          const shown = segments.filter((segment) => segment.lane < maxLanes);
          const hidden = counts.map(
            (count, day) =>
              count - shown.filter((s) => s.column <= day && s.column + s.span > day).length,
          );
          return (
            <div key={week[0]} className={classes.week}>
              <div className={classes.days} aria-hidden>
                {week.map((day) => (
                  <div
                    key={day}
                    className={classes.day}
                    data-outside={day.slice(0, 7) !== month || undefined}
                    data-today={day === today || undefined}
                  />
                ))}
              </div>
              <div className={classes.bars}>
                {week.map((day, column) => (
                  <div
                    key={day}
                    className={classes.dayNumber}
                    style={{ gridColumn: column + 1, gridRow: 1 }}
                    data-outside={day.slice(0, 7) !== month || undefined}
                  >
                    {Number(day.slice(8))}
                  </div>
                ))}
                {shown.map(({ item, column, span, lane }) => (
                  <div
                    key={item.id}
                    className={classes.bar}
                    style={{ gridColumn: `${column + 1} / span ${span}`, gridRow: lane + 2 }}
                  >
                    {renderBar(item)}
                  </div>
                ))}
                {hidden.map((count, column) =>
                  count > 0 ? (
                    <UnstyledButton
                      key={week[column]}
                      className={classes.more}
                      style={{ gridColumn: column + 1, gridRow: maxLanes + 2 }}
                      onClick={() => setOpenDay(week[column] ?? null)}
                      data-testid={`calendar-more-${week[column]}`}
                    >
                      {t('more', { n: count })}
                    </UnstyledButton>
                  ) : null,
                )}
              </div>
            </div>
          );
        })}
      </div>
      <Modal
        opened={openDay !== null}
        onClose={() => setOpenDay(null)}
        title={openDay ? formatDay(i18n.language, openDay, 'long') : ''}
        data-testid="calendar-day-modal"
      >
        <Stack gap={6}>
          {openDay
            ? items
                .filter((item) => covers(item, openDay))
                .map((item) => <div key={item.id}>{renderBar(item)}</div>)
            : null}
        </Stack>
      </Modal>
    </div>
  );
};
