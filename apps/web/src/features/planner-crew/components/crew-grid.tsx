import type { CrewCalendar } from '@crewhub/shared';
import { Text } from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWeekdayNames } from '@/components/calendar/use-weekday-names';
import { paths } from '@/config/paths';
import { todayIso, weekdayIndex } from '@/lib/calendar/month';
import { useVirtualRows } from '@/lib/use-virtual-rows';
import { cellTitle, cellsByPerson } from '../lib/crew-grid';
import { CrewDayCell } from './crew-day-cell';
import classes from './crew-grid.module.css';

const rowHeight = 44;

type CrewGridProps = {
  days: string[];
  pages: CrewCalendar[];
  /** All people matching the filters, loaded or not: the scrollbar covers them all. */
  total: number;
  onNeedMore: () => void;
};

/** People as rows, days as columns; only the rows on screen are in the DOM (virtualised). */
export const CrewGrid = ({ days, pages, total, onNeedMore }: CrewGridProps) => {
  const { t } = useTranslation('planner-crew');
  const weekdays = useWeekdayNames('narrow');
  const people = useMemo(() => pages.flatMap((page) => page.people), [pages]);
  const cells = useMemo(
    () =>
      cellsByPerson(
        pages.flatMap((page) => page.entries),
        days,
      ),
    [pages, days],
  );
  const kindName = useCallback(
    (kind: CrewCalendar['entries'][number]['kind']) => t(`entryKinds.${kind}`),
    [t],
  );
  const { containerRef, range, onScroll } = useVirtualRows({ count: total, rowHeight });
  const today = todayIso();
  const width = `calc(var(--name-width) + ${days.length} * var(--cell-width))`;

  // Open the current month at today rather than on the 1st: today is what planners look at.
  useLayoutEffect(() => {
    const element = containerRef.current;
    const todayHead = element?.querySelector<HTMLElement>('[data-today]');
    const corner = element?.querySelector<HTMLElement>('[data-corner]');
    if (!element || !todayHead) return;
    element.scrollLeft =
      todayHead.offsetLeft - (corner?.offsetWidth ?? 0) - todayHead.offsetWidth * 2;
  }, [days, containerRef]);

  // Fetch the next page before the reader reaches the end of what is loaded.
  useEffect(() => {
    if (range.end + 60 > people.length && people.length < total) onNeedMore();
  }, [range.end, people.length, total, onNeedMore]);

  const rows = [];
  for (let index = range.start; index < range.end; index += 1) {
    const person = people[index];
    const top = index * rowHeight;
    if (!person) {
      rows.push(
        <div key={`loading-${index}`} className={classes.row} style={{ top, height: rowHeight }}>
          <div className={classes.placeholder} />
        </div>,
      );
      continue;
    }
    const row = cells.get(person.personId);
    rows.push(
      <div
        key={person.personId}
        className={classes.row}
        style={{ top, height: rowHeight }}
        data-testid={`crew-row-${person.personId}`}
      >
        <Link
          to={paths.crewProfile.getHref({ personId: String(person.personId) })}
          className={classes.name}
        >
          <Text size="sm" fw={600} truncate>
            {person.lastName}, {person.firstName}
          </Text>
          {person.city ? (
            <Text size="xs" c="dimmed" truncate>
              {person.city}
            </Text>
          ) : null}
        </Link>
        {days.map((day, column) => {
          const cell = row?.[column];
          return (
            <CrewDayCell
              key={day}
              cell={cell}
              title={cell ? cellTitle(cell, kindName) : ''}
              day={day}
              weekend={weekdayIndex(day) >= 5}
              testId={`crew-cell-${person.personId}-${day}`}
            />
          );
        })}
      </div>,
    );
  }

  return (
    <div
      ref={containerRef}
      className={classes.scroller}
      onScroll={onScroll}
      data-testid="planner-crew-grid"
      data-rendered-rows={range.end - range.start}
    >
      <div style={{ width, minWidth: '100%' }}>
        <div className={classes.header}>
          <div className={classes.corner} data-corner>
            {t('people', { total })}
          </div>
          {days.map((day) => (
            <div
              key={day}
              className={classes.dayHead}
              data-weekend={weekdayIndex(day) >= 5 || undefined}
              data-today={day === today || undefined}
              data-week-start={weekdayIndex(day) === 0 || undefined}
            >
              <div>{weekdays[weekdayIndex(day)]}</div>
              <div>{Number(day.slice(8))}</div>
            </div>
          ))}
        </div>
        <div className={classes.body} style={{ height: range.totalHeight }}>
          {rows}
        </div>
      </div>
    </div>
  );
};
