import { Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthWeeks, todayIso } from '@/lib/calendar/month';
import { countPerDay, layoutWeek, type Spanning } from '@/lib/calendar/week-lanes';
import { formatDay } from '@/lib/format';
import { BarsFocusableProvider } from './calendar-focus';
import { itemsOn, startDay } from './day-items';
import type { CalendarProps } from './month-calendar';
import classes from './month-calendar.module.css';
import { monthLabel, useWeekdayNames } from './use-weekday-names';
import { useRovingDay } from './use-roving-day';

/**
 * A Monday-first month grid with items as bars over their days (wall-calendar layout). The
 * days form an ARIA grid: arrow keys move between them, Enter opens a day's items in a list.
 * The bars above them are for the mouse and stay out of the tab order.
 */
export const MonthGrid = <T extends Spanning>({
  month,
  items,
  renderBar,
  maxLanes = 4,
  testId = 'month-calendar',
}: CalendarProps<T>) => {
  const { t, i18n } = useTranslation('calendar');
  const weekdays = useWeekdayNames();
  const [openDay, setOpenDay] = useState<string | null>(null);
  const today = todayIso();
  const weeks = monthWeeks(month);
  const days = weeks.flat();
  const roving = useRovingDay(days, startDay(days, month), setOpenDay);

  return (
    <div className={classes.scroller} data-testid={testId}>
      <div
        role="grid"
        aria-label={monthLabel(i18n.language, month)}
        className={classes.month}
        ref={roving.container}
        onKeyDown={roving.onKeyDown}
      >
        <div role="row" className={classes.weekdays}>
          {weekdays.map((name) => (
            <div key={name} role="columnheader" className={classes.weekday}>
              {name}
            </div>
          ))}
        </div>
        {weeks.map((week) => {
          const segments = layoutWeek(items, week);
          const counts = countPerDay(segments, week.length);
          const shown = segments.filter((segment) => segment.lane < maxLanes);
          const hidden = counts.map(
            (count, day) =>
              count - shown.filter((s) => s.column <= day && s.column + s.span > day).length,
          );
          return (
            <div key={week[0]} role="row" className={classes.week}>
              <div className={classes.days}>
                {week.map((day, column) => (
                  <div
                    key={day}
                    role="gridcell"
                    aria-label={t('dayLabel', {
                      date: formatDay(i18n.language, day, 'long'),
                      count: counts[column] ?? 0,
                    })}
                    aria-current={day === today ? 'date' : undefined}
                    className={classes.day}
                    data-outside={day.slice(0, 7) !== month || undefined}
                    data-today={day === today || undefined}
                    data-testid={`calendar-cell-${day}`}
                    onClick={() => setOpenDay(day)}
                    {...roving.dayProps(day)}
                  >
                    <span className={classes.dayNumber}>{Number(day.slice(8))}</span>
                  </div>
                ))}
              </div>
              <div className={classes.bars} aria-hidden>
                <BarsFocusableProvider value={false}>
                  {shown.map(({ item, column, span, lane }) => (
                    <div
                      key={item.id}
                      className={classes.bar}
                      style={{ gridColumn: `${column + 1} / span ${span}`, gridRow: lane + 2 }}
                    >
                      {renderBar(item)}
                    </div>
                  ))}
                </BarsFocusableProvider>
                {hidden.map((count, column) =>
                  count > 0 ? (
                    <UnstyledButton
                      key={week[column]}
                      tabIndex={-1}
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
          {openDay && itemsOn(items, openDay).length === 0 ? (
            <Text c="dimmed">{t('nothingOnDay')}</Text>
          ) : null}
          {openDay
            ? itemsOn(items, openDay).map((item) => <div key={item.id}>{renderBar(item)}</div>)
            : null}
        </Stack>
      </Modal>
    </div>
  );
};
