import type { PathKey } from '@/config/paths';

/** Entries of the top menu used inside an iframe or with a `theme` query. */
export const topMenuItems = (theme: string | null): PathKey[] =>
  theme === 'jobobo'
    ? ['home', 'planningCalendar', 'payrolls', 'contracts', 'crewInfo']
    : ['home', 'version'];

const itemsPerRow = 10;
const rowHeightPx = 65;

/** Space the page keeps free under the top menu: one 65 px row per 10 entries. */
export const topMenuPadding = (itemCount: number): number =>
  Math.max(1, Math.ceil(itemCount / itemsPerRow)) * rowHeightPx;
