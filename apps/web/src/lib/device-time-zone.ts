/** This device's time zone (where the person's clock is set), until a calendar tells their own. */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
