import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWeekdayNames } from '@/components/calendar/use-weekday-names';
import { todayIso, weekdayIndex } from '@/lib/calendar/month';
import { formatDay } from '@/lib/format';
import classes from './crew-grid.module.css';

type CrewGridHeadProps = { days: string[]; total: number };

/**
 * The sticky head row: how many people, then each day. Memoised, as the grid renders on every
 * scroll step and the day names go through Intl.
 */
export const CrewGridHead = memo(({ days, total }: CrewGridHeadProps) => {
  const { t, i18n } = useTranslation('planner-crew');
  const weekdays = useWeekdayNames('narrow');
  const today = todayIso();
  return (
    <div role="rowgroup" className={classes.header}>
      <div role="row" aria-rowindex={1} className={classes.headRow}>
        <div role="columnheader" className={classes.corner} data-corner>
          {t('people', { total })}
        </div>
        {days.map((day) => (
          <div
            key={day}
            role="columnheader"
            aria-label={formatDay(i18n.language, day, 'long')}
            className={classes.dayHead}
            data-weekend={weekdayIndex(day) >= 5 || undefined}
            data-today={day === today || undefined}
          >
            <div aria-hidden>{weekdays[weekdayIndex(day)]}</div>
            <div aria-hidden>{Number(day.slice(8))}</div>
          </div>
        ))}
      </div>
    </div>
  );
});
CrewGridHead.displayName = 'CrewGridHead';
