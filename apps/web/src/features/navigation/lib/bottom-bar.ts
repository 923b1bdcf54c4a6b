import {
  isClient,
  isCrew,
  isGuestTokenType,
  isOffice,
  isPlanner,
  type LoginTypeCode,
  type TokenType,
} from '@crewhub/shared';
import type { PathKey } from '@/config/paths';

type BottomBarContext = {
  tokenType: TokenType;
  loginTypes: readonly LoginTypeCode[];
  /** The side menu's entries: a shortcut only to a screen the user may open. */
  menuKeys: readonly PathKey[];
};

/** Client-only users: every login type they have is the client one. */
const isClientOnly = (loginTypes: readonly LoginTypeCode[]): boolean =>
  loginTypes.length > 0 && loginTypes.every((type) => type === 'clients');

/** The screens the bar may offer; each has a short label (navigation:short). */
export type BottomBarKey = Extract<
  PathKey,
  | 'home'
  | 'jobs'
  | 'personalCalendar'
  | 'planningCalendar'
  | 'plannerCrew'
  | 'mailbox'
  | 'profileApprovals'
  | 'projects'
  | 'projectsCalendar'
>;

// Home and four shortcuts plus "More" keep each slot at least 64px wide on a 320px phone.
const maxItems = 4;

/** Icon bar shortcuts, the role's daily screens first; guests get no bar. */
export const bottomBarItems = ({
  tokenType,
  loginTypes,
  menuKeys,
}: BottomBarContext): BottomBarKey[] => {
  if (isGuestTokenType(tokenType)) return [];
  const wanted: BottomBarKey[] = [
    'home',
    ...(isCrew(loginTypes) ? (['jobs', 'personalCalendar'] as const) : []),
    ...(isPlanner(loginTypes) ? (['planningCalendar', 'plannerCrew'] as const) : []),
    ...(isOffice(loginTypes) ? (['mailbox', 'profileApprovals'] as const) : []),
    ...(isClient(loginTypes) ? (['projects'] as const) : []),
    ...(isClientOnly(loginTypes) ? (['projectsCalendar'] as const) : []),
  ];
  const allowed = wanted.filter((key) => key === 'home' || menuKeys.includes(key));
  return [...new Set(allowed)].slice(0, maxItems);
};

/** The bar is divided into one slot more than it shows; the extra one opens the menu. */
export const bottomBarSlots = (itemCount: number): number => itemCount + 1;
