import type { CrewCalendarEntryKind, CrewCalendarPerson } from '@crewhub/shared';
import { memo } from 'react';
import { paths } from '@/config/paths';
import { cellKey } from '../lib/grid-keys';
import { cellTitle, type DayCell } from '../lib/crew-grid';
import { dayCell } from './crew-day-cell';
import classes from './crew-grid.module.css';

/** The words of the UI language a row needs, made once per grid and language. */
export type CrewRowTexts = {
  kindName: (kind: CrewCalendarEntryKind) => string;
  nothingPlanned: string;
};

type CrewRowProps = {
  person: CrewCalendarPerson;
  cells: DayCell[] | undefined;
  days: string[];
  /** Per day of `days`, whether it falls on a weekend. */
  weekends: boolean[];
  /** The row's place among all people, from 0. */
  index: number;
  /** Where the row sits in the grid's body, in px. */
  top: number;
  /** The column holding the grid's tab stop when it is in this row, else -1. */
  activeCol: number;
  texts: CrewRowTexts;
};

/** One person: the name (a link to the profile) as the row's header, then a cell per day. */
export const CrewRow = memo(
  ({ person, cells, days, weekends, index, top, activeCol, texts }: CrewRowProps) => {
    const { kindName, nothingPlanned } = texts;
    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        className={classes.row}
        style={{ top }}
        data-testid={`crew-row-${person.personId}`}
      >
        <div role="rowheader" className={classes.name}>
          {/* A plain anchor, opened inside the app by the grid (useInAppLinks). */}
          <a
            href={paths.crewProfile.getHref({ personId: String(person.personId) })}
            className={classes.nameLink}
            data-cell={cellKey({ row: index, col: 0 })}
            tabIndex={activeCol === 0 ? 0 : -1}
          >
            <span className={classes.personName}>
              {person.lastName}, {person.firstName}
            </span>
            {person.city ? <span className={classes.personCity}>{person.city}</span> : null}
          </a>
        </div>
        {days.map((day, column) => {
          const cell = cells?.[column];
          return dayCell({
            cell,
            title: cell && cell.entries.length > 0 ? cellTitle(cell, kindName) : nothingPlanned,
            day,
            weekend: weekends[column] ?? false,
            cellKey: cellKey({ row: index, col: column + 1 }),
            tabbable: activeCol === column + 1,
            testId: `crew-cell-${person.personId}-${day}`,
          });
        })}
      </div>
    );
  },
);
CrewRow.displayName = 'CrewRow';
