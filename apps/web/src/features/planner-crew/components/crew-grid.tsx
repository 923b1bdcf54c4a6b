import type { CrewCalendarRows } from '@crewhub/shared';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
} from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso, weekdayIndex } from '@/lib/calendar/month';
import { rowCells } from '../lib/crew-grid';
import { withRow } from '../lib/grid-keys';
import { statusMarkRules } from '../lib/status-marks';
import { CrewGridHead } from './crew-grid-head';
import { CrewRow, type CrewRowTexts } from './crew-row';
import classes from './crew-grid.module.css';
import { useInAppLinks } from './use-in-app-links';
import { useRovingCell } from './use-roving-cell';

/** The marks' colours and icons, the same for every grid (the module always names its classes). */
const markRules = statusMarkRules(classes.mark ?? '');

/** Row and header heights in px; the CSS module uses the same (--row-height, --head-height). */
const rowHeight = 44;
const headHeight = 40;

type CrewGridProps = {
  /** The days shown: the month, or on phones one week of it. */
  days: string[];
  pages: CrewCalendarRows[];
  /** All people matching the filters, loaded or not: the scrollbar covers them all. */
  total: number;
  /** The grid's name for screen readers (the month or the week shown). */
  label: string;
  onNeedMore: () => void;
};

/**
 * People as rows, days as columns, as a WAI-ARIA grid with one tab stop. Only the rows on screen
 * (and the focused one) are in the DOM, virtualised by TanStack Virtual; the 31 columns are not,
 * as each drawn row is cheap and the sticky names and day heads stay plain CSS.
 */
export const CrewGrid = ({ days, pages, total, label, onNeedMore }: CrewGridProps) => {
  const people = useMemo(() => pages.flatMap((page) => page.people), [pages]);
  const cellsOf = useMemo(
    () =>
      rowCells(
        pages.flatMap((page) => page.entries),
        days,
      ),
    [pages, days],
  );
  // Here rather than in each row: a row mounting with its own useTranslation cost scrolling.
  const { t } = useTranslation('planner-crew');
  const texts = useMemo<CrewRowTexts>(
    () => ({ kindName: (kind) => t(`entryKinds.${kind}`), nothingPlanned: t('nothingPlanned') }),
    [t],
  );
  const weekends = useMemo(() => days.map((day) => weekdayIndex(day) >= 5), [days]);
  const openLink = useInAppLinks();
  const today = todayIso();
  const todayColumn = days.indexOf(today) + 1;
  const scroller = useRef<HTMLDivElement>(null);
  const { active, onKeyDown, onFocus } = useRovingCell(
    scroller,
    { rows: people.length, cols: days.length + 1 },
    { row: 0, col: Math.max(1, todayColumn) },
    () => Math.floor(((scroller.current?.clientHeight ?? 0) - headHeight) / rowHeight),
  );

  const rangeExtractor = useCallback(
    (range: Range) => withRow(defaultRangeExtractor(range), active.row),
    [active.row],
  );
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 4,
    // The sticky day heads sit above the rows, inside the same scroller.
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
    rangeExtractor,
    // Scrolling re-renders with React's own scheduling: drawn synchronously inside each scroll
    // event (the library's default), new rows made tasks of 50 to 190 ms on a fast scroll.
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  // The last row on screen: the focused row, drawn wherever it is, does not count.
  const lastShown = virtualizer.range?.endIndex ?? 0;

  // Open the current month at today rather than on the 1st: today is what planners look at.
  useLayoutEffect(() => {
    const element = scroller.current;
    const todayHead = element?.querySelector<HTMLElement>('[data-today]');
    const corner = element?.querySelector<HTMLElement>('[data-corner]');
    if (!element || !todayHead) return;
    element.scrollLeft =
      todayHead.offsetLeft - (corner?.offsetWidth ?? 0) - todayHead.offsetWidth * 2;
  }, [days]);

  // Fetch the next page before the reader reaches the end of what is loaded.
  useEffect(() => {
    if (lastShown + 60 > people.length && people.length < total) onNeedMore();
  }, [lastShown, people.length, total, onNeedMore]);

  return (
    <div
      ref={scroller}
      className={classes.scroller}
      data-testid="planner-crew-grid"
      data-rendered-rows={rows.length}
    >
      {/* Hoisted into the head once by React, whichever grids are on screen. */}
      <style href="planner-crew-status-marks" precedence="default">
        {markRules}
      </style>
      <div
        role="grid"
        aria-label={label}
        aria-rowcount={total + 1}
        aria-colcount={days.length + 1}
        className={classes.grid}
        style={{ '--days': days.length } as CSSProperties}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onClick={openLink}
      >
        <CrewGridHead days={days} total={total} />
        <div role="rowgroup" className={classes.body} style={{ height: total * rowHeight }}>
          {rows.map((row) => {
            const person = people[row.index];
            const top = row.start - headHeight;
            if (!person) {
              return (
                <div
                  key={`loading-${row.index}`}
                  role="row"
                  aria-rowindex={row.index + 2}
                  className={classes.row}
                  style={{ top }}
                >
                  <div role="gridcell" aria-busy className={classes.placeholder}>
                    <span className={classes.skeleton} />
                  </div>
                </div>
              );
            }
            return (
              <CrewRow
                key={person.personId}
                person={person}
                cells={cellsOf(person.personId)}
                days={days}
                weekends={weekends}
                index={row.index}
                top={top}
                activeCol={row.index === active.row ? active.col : -1}
                texts={texts}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
};
