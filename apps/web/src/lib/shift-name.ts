import { useTranslation } from 'react-i18next';

/** Shift codes planners pick most; anything else is the planner's own words and stays as is. */
const shiftCodes = ['day', 'morning', 'afternoon', 'evening', 'night'] as const;
type ShiftCode = (typeof shiftCodes)[number];

const isShiftCode = (value: string): value is ShiftCode =>
  (shiftCodes as readonly string[]).includes(value);

/** A crew's shift in the reader's language: "day" reads "Tag" in German, "Dag" in Dutch. */
export const useShiftName = () => {
  const { t } = useTranslation();
  return (shift: string): string => {
    const code = shift.trim().toLowerCase();
    return isShiftCode(code) ? t(`shifts.${code}`) : shift;
  };
};
