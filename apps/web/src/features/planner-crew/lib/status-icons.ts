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
import type { CrewColourKey } from './crew-grid';

/** A shape per status, so the crew grid does not tell status by colour alone (WCAG 1.4.1). */
export const crewStatusIcons: Record<CrewColourKey, Icon> = {
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

/** The status icon of a colour key the server sent; unknown keys get none. */
export const crewStatusIcon = (key: string): Icon | null =>
  (crewStatusIcons as Record<string, Icon | undefined>)[key] ?? null;
