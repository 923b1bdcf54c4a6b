export const calendarKeys = {
  all: ['personal-calendar'] as const,
  month: (month: string) => [...calendarKeys.all, 'month', month] as const,
};
