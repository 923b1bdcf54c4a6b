/**
 * How long the interface takes to move, in one place (the specification's section 9 values).
 * Toast and token-refresh times live with their rules in @crewhub/shared.
 */
export const interactionTiming = {
  /** The side menu opens and closes in this time. */
  sideMenuTransitionMs: 500,
  /** A hover popup (calendar item details on desktop) opens after the pointer rests this long. */
  popupEnterDelayMs: 50,
  /** …and closes this long after the pointer left its item without reaching the popup. */
  popupLeaveDelayMs: 70,
  /** A popup the pointer reached stays open this long after the pointer leaves it. */
  popupHoverableMs: 300,
} as const;

export type HoverEvent = 'enterTarget' | 'leaveTarget' | 'enterPopup' | 'leavePopup';

/**
 * What a hover popup does on a pointer event: open or close after a delay, or, on entering the
 * popup itself, cancel a pending close (null).
 */
export const hoverPopupStep = (event: HoverEvent): { open: boolean; afterMs: number } | null => {
  switch (event) {
    case 'enterTarget':
      return { open: true, afterMs: interactionTiming.popupEnterDelayMs };
    case 'leaveTarget':
      return { open: false, afterMs: interactionTiming.popupLeaveDelayMs };
    case 'enterPopup':
      return null;
    case 'leavePopup':
      return { open: false, afterMs: interactionTiming.popupHoverableMs };
  }
};
