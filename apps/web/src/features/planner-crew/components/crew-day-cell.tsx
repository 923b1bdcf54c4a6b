import { memo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { textColourOn } from '@/lib/calendar/contrast';
import type { DayCell } from '../lib/crew-grid';
import classes from './crew-grid.module.css';

type CrewDayCellProps = {
  cell: DayCell | undefined;
  /** What fills the day, in words (cellTitle). */
  title: string;
  weekend: boolean;
  testId: string;
};

/** One person-day: the colour of what fills it, the count when it is double booked. */
export const CrewDayCell = memo(({ cell, title, weekend, testId }: CrewDayCellProps) => {
  const first = cell?.entries[0];
  if (!cell || !first || !cell.colour) {
    return <div className={classes.cell} data-weekend={weekend || undefined} />;
  }
  const mark = {
    className: classes.mark,
    style: { background: cell.colour, color: textColourOn(cell.colour) },
    // A native tooltip: thousands of cells cannot each carry a tooltip component.
    title,
    'data-testid': testId,
    'data-colour': first.colourKey,
  };
  const count = cell.entries.length > 1 ? cell.entries.length : null;
  return (
    <div className={classes.cell} data-weekend={weekend || undefined}>
      {first.projectNumber ? (
        <Link to={paths.project.getHref({ number: first.projectNumber })} {...mark}>
          {count}
        </Link>
      ) : (
        <div {...mark}>{count}</div>
      )}
    </div>
  );
});
CrewDayCell.displayName = 'CrewDayCell';
