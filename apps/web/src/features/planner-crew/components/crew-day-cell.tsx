import { memo, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { textColourOn } from '@/lib/calendar/contrast';
import { cellKeyTarget } from '../lib/cell-keys';
import type { DayCell } from '../lib/crew-grid';
import { crewStatusIcon } from '../lib/status-icons';
import classes from './crew-grid.module.css';

type CrewDayCellProps = {
  cell: DayCell | undefined;
  /** What fills the day, in words (cellTitle). */
  title: string;
  day: string;
  weekend: boolean;
  testId: string;
};

const onArrowKey = (event: KeyboardEvent<HTMLElement>) => {
  const target = cellKeyTarget(event.key, event.currentTarget);
  if (!target) return;
  event.preventDefault();
  target.focus();
};

/**
 * One person-day: the colour and icon of what fills it, the count when it is double booked.
 * Its words are the cell's name, for screen readers as for the native tooltip.
 */
export const CrewDayCell = memo(({ cell, title, day, weekend, testId }: CrewDayCellProps) => {
  const first = cell?.entries[0];
  if (!cell || !first || !cell.colour) {
    return <div className={classes.cell} data-weekend={weekend || undefined} />;
  }
  const StatusIcon = crewStatusIcon(first.colourKey);
  const mark = {
    className: classes.mark,
    style: { background: cell.colour, color: textColourOn(cell.colour) },
    // A native tooltip: thousands of cells cannot each carry a tooltip component.
    title,
    'aria-label': title,
    'data-testid': testId,
    'data-colour': first.colourKey,
    'data-day': day,
    onKeyDown: onArrowKey,
  };
  const count = cell.entries.length > 1 ? cell.entries.length : null;
  const content = (
    <>
      {StatusIcon ? <StatusIcon size={12} stroke={2.2} aria-hidden /> : null}
      {count}
    </>
  );
  return (
    <div className={classes.cell} data-weekend={weekend || undefined}>
      {first.projectNumber ? (
        <Link to={paths.project.getHref({ number: first.projectNumber })} {...mark}>
          {content}
        </Link>
      ) : (
        // Not a link, yet reachable by keyboard so its words can be read and passed by arrows.
        <div role="img" tabIndex={0} {...mark}>
          {content}
        </div>
      )}
    </div>
  );
});
CrewDayCell.displayName = 'CrewDayCell';
