/**
 * The browser loads its locale data with the page's first date or number format: 80 to 140 ms
 * at Lighthouse's fourfold slowdown, which landed inside the render of the first screen that
 * shows a date. One format made while the app's files download takes that wait out of the render;
 * formats made after it, in any language or style, take about a millisecond (issue 17).
 */
export const warmUpDateFormats = (): void => {
  setTimeout(() => {
    new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', weekday: 'long' }).format(0);
  }, 0);
};
