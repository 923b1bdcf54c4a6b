import { crewEntryColours, type CrewEntryColourKey } from '@crewhub/shared';
import arrowsExchange from '@tabler/icons/outline/arrows-exchange.svg?raw';
import ban from '@tabler/icons/outline/ban.svg?raw';
import beach from '@tabler/icons/outline/beach.svg?raw';
import circleCheck from '@tabler/icons/outline/circle-check.svg?raw';
import circleX from '@tabler/icons/outline/circle-x.svg?raw';
import clockHour4 from '@tabler/icons/outline/clock-hour-4.svg?raw';
import coinOff from '@tabler/icons/outline/coin-off.svg?raw';
import copy from '@tabler/icons/outline/copy.svg?raw';
import firstAidKit from '@tabler/icons/outline/first-aid-kit.svg?raw';
import flag from '@tabler/icons/outline/flag.svg?raw';
import userOff from '@tabler/icons/outline/user-off.svg?raw';
import userPlus from '@tabler/icons/outline/user-plus.svg?raw';
import { textColourOn } from '@/lib/calendar/contrast';
import { crewColourKeys } from './crew-grid';

/**
 * Tabler's SVG of each status, the same shapes the legend draws as components (status-icons.ts;
 * status-marks.test.tsx holds the two together).
 */
export const crewStatusSvgs: Record<CrewEntryColourKey, string> = {
  confirmedPosition: circleCheck,
  requestPending: clockHour4,
  sparePosition: userPlus,
  doubleBooking: copy,
  vacationDay: beach,
  vacationDayUnpaid: coinOff,
  sickDay: firstAidKit,
  absence: userOff,
  bankHoliday: flag,
  hasChanged: arrowsExchange,
  cancellation: circleX,
  blockedDate: ban,
};

/**
 * The look of a grid cell's mark per status, as CSS for the marks of class `mark`: the shared
 * palette's colour, black or white over it, and the status icon in that colour. Written once
 * as rules rather than as an inline style per mark, and the icon as a background image in its
 * final colour rather than a mask of currentColor: a mask gave every mark its own compositing
 * effect, which made a good part of each scroll step's pre-paint, paint and layerizing.
 */
export const statusMarkRules = (mark: string): string =>
  crewColourKeys
    .map((key) => {
      const colour = crewEntryColours[key];
      const text = textColourOn(colour);
      const svg = crewStatusSvgs[key].replaceAll('currentColor', text);
      const selector = `.${mark}[data-colour='${key}']`;
      return (
        `${selector}{background:${colour};color:${text}}` +
        `${selector}::before{content:'';background-image:url("data:image/svg+xml,${encodeURIComponent(svg)}")}`
      );
    })
    .join('\n');
