import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format';
import { dayLook, type CalendarDay } from '../lib/day-look';
import { monthGrid, weekdayNames, type Month } from '../lib/month-grid';
import classes from './month-grid.module.css';

type MonthGridProps = {
  month: Month;
  days: ReadonlyMap<string, CalendarDay>;
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
};

/** The month as big day buttons in the colours of the legend. */
export const MonthGrid = ({ month, days, today, selected, onSelect }: MonthGridProps) => {
  const { t, i18n } = useTranslation('personal-calendar');
  const weeks = monthGrid(month);
  return (
    <div className={classes.grid} role="grid" data-testid="calendar-grid">
      {weekdayNames(i18n.language).map((name) => (
        <div key={name} className={classes.weekday} role="columnheader">
          {name}
        </div>
      ))}
      {weeks.flat().map(({ date, inMonth }) => {
        const look = dayLook(days.get(date));
        const label = [formatDay(i18n.language, date, 'long'), look && t(`legend.${look.legend}`)]
          .filter(Boolean)
          .join(', ');
        return (
          <button
            key={date}
            type="button"
            className={classes.day}
            style={
              look
                ? { background: look.background, color: look.color, borderColor: look.background }
                : undefined
            }
            data-outside={inMonth ? undefined : true}
            data-today={date === today ? true : undefined}
            data-selected={date === selected ? true : undefined}
            data-testid={`calendar-day-${date}`}
            data-colour={look?.colour ?? 'none'}
            data-legend={look?.legend ?? 'none'}
            aria-label={label}
            aria-pressed={date === selected}
            onClick={() => onSelect(date)}
          >
            {Number(date.slice(8))}
          </button>
        );
      })}
    </div>
  );
};
