import type { ReactElement } from 'react';
import { paths } from '@/config/paths';
import type { DayCell } from '../lib/crew-grid';
import classes from './crew-grid.module.css';

type DayCellOptions = {
  cell: DayCell | undefined;
  /** What fills the day, in words (cellTitle), or what an empty day says. */
  title: string;
  /** The day, which keys the cell among its row's. */
  day: string;
  weekend: boolean;
  /** Finds the cell's focus target (cellKey). */
  cellKey: string;
  /** The grid's one tab stop (roving tabindex). */
  tabbable: boolean;
  testId: string;
};

// The route's pattern filled in once per project: the month holds few projects, and filling it
// in again for each of the hundreds of cells a scroll step draws showed in the profile.
const projectHrefs = new Map<string, string>();
const projectHref = (number: string): string => {
  const known = projectHrefs.get(number);
  if (known) return known;
  const href = paths.project.getHref({ number });
  projectHrefs.set(number, href);
  return href;
};

/**
 * One person-day as a grid cell: the colour, the status icon (CSS, status-marks.ts) and the
 * count when double booked; its words are read by screen readers and shown as the native
 * tooltip, so status is never told by colour alone. A day on a project holds a link to it (Enter
 * opens it), and the link is then the cell's focus target, as the WAI-ARIA grid asks for a cell
 * with one widget.
 *
 * A function the row calls, not a component: a component per cell, memoised or not, gave React a
 * fiber and a props comparison more to make and throw away for each of the hundreds of cells a
 * scroll step draws, and the cell has no state or effects of its own.
 */
export const dayCell = ({
  cell,
  title,
  day,
  weekend,
  cellKey,
  tabbable,
  testId,
}: DayCellOptions): ReactElement => {
  const first = cell?.entries[0];
  const focus = { 'data-cell': cellKey, tabIndex: tabbable ? 0 : -1 };
  const weekendMark = weekend || undefined;
  if (!cell || !first || !cell.colour) {
    // Named by aria-label, not by a hidden span: most cells are empty, and a span and its text
    // in each made a good part of the DOM that scrolling builds, styles and throws away.
    return (
      <div
        key={day}
        role="gridcell"
        aria-label={title}
        className={classes.cell}
        data-weekend={weekendMark}
        {...focus}
      />
    );
  }
  const count = cell.entries.length > 1 ? cell.entries.length : null;
  const mark = {
    className: classes.mark,
    // A native tooltip: thousands of cells cannot each carry a tooltip component.
    title,
    'data-testid': testId,
    'data-colour': first.colourKey,
  };
  // The colours and the status icon (the mark's ::before) come from its data-colour: the rules
  // of statusMarkRules, which the grid adds once.
  const content = count ? <span aria-hidden>{count}</span> : null;
  if (first.projectNumber) {
    return (
      <div key={day} role="gridcell" className={classes.cell} data-weekend={weekendMark}>
        {/* A plain anchor, opened inside the app by the grid (useInAppLinks). */}
        <a href={projectHref(first.projectNumber)} aria-label={title} {...mark} {...focus}>
          {content}
        </a>
      </div>
    );
  }
  return (
    <div key={day} role="gridcell" className={classes.cell} data-weekend={weekendMark} {...focus}>
      <div {...mark}>
        {content}
        <span className={classes.srOnly}>{title}</span>
      </div>
    </div>
  );
};
