import { plusCrewSelectedDate } from '@crewhub/shared';
import { useSearchParams } from 'react-router';
import { monthOf, shiftMonth, todayIso } from '@/lib/calendar/month';

/**
 * The dashboard's date query parameter: today by default, an invalid value ignored (section
 * 5); moving to another month writes its first day back to the address.
 */
export const useSelectedMonth = () => {
  const [params, setParams] = useSearchParams();
  const date = plusCrewSelectedDate(params.get('date'), todayIso());
  const month = monthOf(date);
  const moveMonth = (months: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('date', `${shiftMonth(month, months)}-01`);
        return next;
      },
      { replace: true },
    );
  return { date, month, moveMonth };
};
