import { memo } from 'react';
import { paths } from '@/config/paths';
import { textColourOn } from '@/lib/calendar/contrast';
import type { DayCell } from '../lib/crew-grid';
import classes from './crew-grid.module.css';

type CrewDayCellProps = {
  cell: DayCell | undefined;
  /** What fills the day, in words (cellTitle), or what an empty day says. */
  title: string;
  day: string;
  weekend: boolean;
  /** Finds the cell's focus target (cellKey). */
  cellKey: string;
  /** The grid's one tab stop (roving tabindex). */
  tabbable: boolean;
  testId: string;
};

/**
 * One person-day as a grid cell: the colour, the status icon (CSS, crew-grid.module.css) and the
 * count when double booked;
 * its words are read by screen readers and shown as the native tooltip, so status is never told
 * by colour alone. A day on a project holds a link to it (Enter opens it), and the link is then
 * the cell's focus target, as the WAI-ARIA grid asks for a cell with one widget.
 */
export const CrewDayCell = memo(
  ({ cell, title, day, weekend, cellKey, tabbable, testId }: CrewDayCellProps) => {
    const first = cell?.entries[0];
    const focus = { 'data-cell': cellKey, tabIndex: tabbable ? 0 : -1 };
    if (!cell || !first || !cell.colour) {
      // Named by aria-label, not by a hidden span: most cells are empty, and a span and its text
      // in each made a good part of the DOM that scrolling builds, styles and throws away.
      return (
        <div
          role="gridcell"
          aria-label={title}
          className={classes.cell}
          data-weekend={weekend || undefined}
          {...focus}
        />
      );
    }
    const count = cell.entries.length > 1 ? cell.entries.length : null;
    const mark = {
      className: classes.mark,
      style: { background: cell.colour, color: textColourOn(cell.colour) },
      // A native tooltip: thousands of cells cannot each carry a tooltip component.
      title,
      'data-testid': testId,
      'data-colour': first.colourKey,
      'data-day': day,
    };
    // The status icon is the mark's ::before, drawn by CSS from its data-colour.
    const content = count ? <span aria-hidden>{count}</span> : null;
    if (first.projectNumber) {
      return (
        <div role="gridcell" className={classes.cell} data-weekend={weekend || undefined}>
          {/* A plain anchor, opened inside the app by the grid (useInAppLinks). */}
          <a
            href={paths.project.getHref({ number: first.projectNumber })}
            aria-label={title}
            {...mark}
            {...focus}
          >
            {content}
          </a>
        </div>
      );
    }
    return (
      <div role="gridcell" className={classes.cell} data-weekend={weekend || undefined} {...focus}>
        <div {...mark}>
          {content}
          <span className={classes.srOnly}>{title}</span>
        </div>
      </div>
    );
  },
);
CrewDayCell.displayName = 'CrewDayCell';
