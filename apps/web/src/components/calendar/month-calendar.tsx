import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { Month } from '@/lib/calendar/month';
import type { Spanning } from '@/lib/calendar/week-lanes';
import { AgendaCalendar } from './agenda-calendar';
import { MonthGrid } from './month-grid';

export type CalendarProps<T extends Spanning> = {
  month: Month;
  items: readonly T[];
  /** The bar of one item; it fills the columns the grid gives it. */
  renderBar: (item: T) => ReactNode;
  /** Lanes shown per week before the rest hides behind "+n more". */
  maxLanes?: number;
  testId?: string;
};

// Below 600px seven day columns no longer fit readable bars: a week strip and a day list.
const agendaQuery = '(max-width: 37.49em)';

/** A month of items: a wall-calendar grid, or an agenda on phones. */
export const MonthCalendar = <T extends Spanning>(props: CalendarProps<T>) => {
  const agenda = useMediaQuery(agendaQuery, false, { getInitialValueInEffect: false });
  return agenda ? <AgendaCalendar {...props} /> : <MonthGrid {...props} />;
};
