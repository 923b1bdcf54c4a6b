import { firstYear } from '../lists/dates';

/** Why a birthday cannot be right, or null: not before 1900 and not after today. */
export const birthdayProblem = (birthday: string, today: string): string | null => {
  if (birthday < `${firstYear}-01-01`) return `Use a date from ${firstYear} on`;
  if (birthday > today) return 'A birthday cannot be in the future';
  return null;
};

/** Whether the runtime knows this IANA time zone (Europe/Amsterdam). */
export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
};
