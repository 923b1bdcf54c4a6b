import { useTranslation } from 'react-i18next';
import { useRovingDay } from '@/components/calendar/use-roving-day';
import { monthLabel, weekdayNames } from '@/components/calendar/use-weekday-names';
import { formatDay } from '@/lib/format';
import { dayLook, type CalendarDay } from '../lib/day-look';
import { legendIcons } from '../lib/legend-icons';
import { monthGrid, type Month } from '../lib/month-grid';
import classes from './month-grid.module.css';

type MonthGridProps = {
  month: Month;
  days: ReadonlyMap<string, CalendarDay>;
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
};

/**
 * The month as big day buttons in the colours of the legend, each with the legend's icon. An
 * ARIA grid: the arrow keys move between days, Enter or Space picks one.
 */
export const MonthGrid = ({ month, days, today, selected, onSelect }: MonthGridProps) => {
  const { t, i18n } = useTranslation('personal-calendar');
  const weeks = monthGrid(month);
  const roving = useRovingDay(
    weeks.flat().map(({ date }) => date),
    selected ?? `${month}-01`,
    onSelect,
  );
  return (
    <div
      className={classes.grid}
      role="grid"
      aria-label={monthLabel(i18n.language, month)}
      ref={roving.container}
      onKeyDown={roving.onKeyDown}
      data-testid="calendar-grid"
    >
      <div role="row" className={classes.row}>
        {weekdayNames(i18n.language).map((name) => (
          <div key={name} className={classes.weekday} role="columnheader">
            {name}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]?.date} role="row" className={classes.row}>
          {week.map(({ date, inMonth }) => {
            const look = dayLook(days.get(date));
            const LegendIcon = look ? legendIcons[look.legend] : null;
            const label = [
              formatDay(i18n.language, date, 'long'),
              look && t(`legend.${look.legend}`),
            ]
              .filter(Boolean)
              .join(', ');
            return (
              <div key={date} role="gridcell" aria-selected={date === selected}>
                <button
                  type="button"
                  className={classes.day}
                  style={
                    look
                      ? {
                          background: look.background,
                          color: look.color,
                          borderColor: look.background,
                        }
                      : undefined
                  }
                  data-outside={inMonth ? undefined : true}
                  data-today={date === today ? true : undefined}
                  data-selected={date === selected ? true : undefined}
                  data-testid={`calendar-day-${date}`}
                  data-colour={look?.colour ?? 'none'}
                  data-legend={look?.legend ?? 'none'}
                  aria-label={label}
                  aria-current={date === today ? 'date' : undefined}
                  onClick={() => onSelect(date)}
                  {...roving.dayProps(date)}
                >
                  {Number(date.slice(8))}
                  {LegendIcon ? <LegendIcon size={14} stroke={2} aria-hidden /> : null}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
};
