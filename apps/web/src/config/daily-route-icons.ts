import {
  IconBriefcase,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCalendarStats,
  IconCalendarUser,
  IconClipboardList,
  IconHome,
  IconMail,
  IconUserCheck,
  type Icon,
} from '@tabler/icons-react';
import type { PathKey } from './paths';

/**
 * The icons of the screens each role opens daily, part of every route's (route-icons.ts). The
 * phone's bottom bar shows them on the first screen; the other routes' ~50 icons show only in
 * the menu and load with it (issue 17).
 */
export const dailyRouteIcons = {
  home: IconHome,
  jobs: IconBriefcase,
  personalCalendar: IconCalendarUser,
  planningCalendar: IconCalendarEvent,
  plannerCrew: IconClipboardList,
  mailbox: IconMail,
  profileApprovals: IconUserCheck,
  projects: IconBuildingCommunity,
  projectsCalendar: IconCalendarStats,
} satisfies Partial<Record<PathKey, Icon>>;
