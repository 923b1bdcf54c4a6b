import type { CrewEntryColourKey } from '@crewhub/shared';
import {
  IconArrowsExchange,
  IconBan,
  IconBeach,
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconCoinOff,
  IconCopy,
  IconFirstAidKit,
  IconFlag,
  IconUserOff,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';

/**
 * A shape per status, so the crew grid does not tell status by colour alone (WCAG 1.4.1). The
 * legend draws these components; the grid's cells draw the same Tabler shapes from their SVG
 * files (status-marks.ts), which must name the same icon for each key.
 */
export const crewStatusIcons: Record<CrewEntryColourKey, Icon> = {
  confirmedPosition: IconCircleCheck,
  requestPending: IconClockHour4,
  sparePosition: IconUserPlus,
  doubleBooking: IconCopy,
  vacationDay: IconBeach,
  vacationDayUnpaid: IconCoinOff,
  sickDay: IconFirstAidKit,
  absence: IconUserOff,
  bankHoliday: IconFlag,
  hasChanged: IconArrowsExchange,
  cancellation: IconCircleX,
  blockedDate: IconBan,
};
