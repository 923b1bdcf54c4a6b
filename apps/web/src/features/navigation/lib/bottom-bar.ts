import {
  isClient,
  isCrew,
  isGuestTokenType,
  type LoginTypeCode,
  type TokenType,
} from '@crewhub/shared';
import type { PathKey } from '@/config/paths';

type BottomBarContext = { tokenType: TokenType; loginTypes: readonly LoginTypeCode[] };

/** Client-only users: every login type they have is the client one. */
const isClientOnly = (loginTypes: readonly LoginTypeCode[]): boolean =>
  loginTypes.length > 0 && loginTypes.every((type) => type === 'clients');

/** Icon bar shortcuts; guests get no bar. */
export const bottomBarItems = ({ tokenType, loginTypes }: BottomBarContext): PathKey[] => {
  if (isGuestTokenType(tokenType)) return [];
  return [
    'home' as const,
    ...(isCrew(loginTypes) ? (['jobs', 'personalCalendar'] as const) : []),
    ...(isClient(loginTypes) ? (['projects'] as const) : []),
    ...(isClientOnly(loginTypes) ? (['projectsCalendar'] as const) : []),
  ];
};

/** The bar is divided into one slot more than it shows; the extra one opens the menu. */
export const bottomBarSlots = (itemCount: number): number => itemCount + 1;
