import { localDateOf } from '@crewhub/shared';
import { deviceTimeZone } from './device-time-zone';

/**
 * The browser loads its locale data with the page's first date or number format (80 to 140 ms
 * at Lighthouse's fourfold slowdown) and the device's time zone with the first date in it. Both
 * landed inside the render of the crew home, which works out the device's day first (todayItems).
 * Working that day out once while the app's files download takes the waits out of the render and
 * leaves the formatter it needs made (zoned-time keeps one per zone); formats made after it, in
 * any language or style, take about a millisecond (issue 17).
 */
export const warmUpDateFormats = (): void => {
  setTimeout(() => {
    localDateOf(new Date(), deviceTimeZone());
  }, 0);
};
