import type { PersonalLegendKey } from '@crewhub/shared';
import {
  IconAlertTriangle,
  IconBan,
  IconBeach,
  IconCalendarClock,
  IconCircleCheck,
  IconCoinOff,
  IconFirstAidKit,
  IconFlag,
  IconHelpCircle,
  IconPlaneDeparture,
  IconPoint,
  IconStack2,
  IconUserQuestion,
  type Icon,
} from '@tabler/icons-react';

/** An icon per legend entry, so a day's status is told by shape as well as colour (WCAG 1.4.1). */
export const legendIcons: Record<PersonalLegendKey, Icon> = {
  blockedDate: IconBan,
  appointment: IconCalendarClock,
  confirmedJob: IconCircleCheck,
  requestedJob: IconHelpCircle,
  requestedVacation: IconPlaneDeparture,
  requestedCrew: IconUserQuestion,
  overlappingEvents: IconAlertTriangle,
  multipleEvents: IconStack2,
  other: IconPoint,
  vacationDay: IconBeach,
  vacationDayUnpaid: IconCoinOff,
  sickDay: IconFirstAidKit,
  bankHoliday: IconFlag,
};
