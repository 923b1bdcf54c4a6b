const dayMonthYear = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;

/**
 * A date typed day first (DD-MM-YYYY, as all seven languages write it) as an ISO day; null for
 * anything else, so a half-typed or impossible date (31-02-2026) changes nothing. Mantine's own
 * parser reads month first unless dayjs has its custom-format plugin.
 */
export const parseTypedDay = (input: string): string | null => {
  const match = dayMonthYear.exec(input.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date.toISOString().slice(0, 10) : null;
};
