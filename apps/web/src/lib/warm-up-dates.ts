import { localDateOf } from '@crewhub/shared';
import { deviceTimeZone } from './device-time-zone';

/**
 * The browser loads its locale data with the page's first date or number format (80 to 140 ms
 * at Lighthouse's fourfold slowdown) and the device's time zone with the first date in it. Both
 * landed inside the render of the crew home, which works out the device's day first (todayItems).
 * One format in the device's language and that day worked out once, while the app's files
 * download, take the waits out of the render and leave the formatter the day needs made
 * (zoned-time keeps one per zone); formats made after them take about a millisecond (issue 17).
 */
export const warmUpDateFormats = (): void => {
  setTimeout(() => {
    // The device's language (the greeting's date is formatted in the page's), then its day.
    new Intl.DateTimeFormat(undefined, { weekday: 'long' }).format(0);
    localDateOf(new Date(), deviceTimeZone());
  }, 0);
};
