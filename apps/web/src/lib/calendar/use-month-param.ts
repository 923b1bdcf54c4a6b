import { useSearchParams } from 'react-router';
import { isMonth, monthOf, todayIso, type Month } from './month';

/**
 * The shown month lives in the address (?month=2026-05) so reloading, sharing and going back
 * keep it; anything invalid means this month.
 */
export const useMonthParam = (): [Month, (month: Month) => void] => {
  const [params, setParams] = useSearchParams();
  const value = params.get('month');
  const month = isMonth(value) ? value : monthOf(todayIso());
  const setMonth = (next: Month) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('month', next);
        return updated;
      },
      { replace: true },
    );
  return [month, setMonth];
};
