import { describe, expect, it } from 'vitest';
import { hoverPopupStep, interactionTiming } from './interaction-timing';

describe('interaction timing', () => {
  it('holds the specified values', () => {
    expect(interactionTiming).toEqual({
      sideMenuTransitionMs: 500,
      popupEnterDelayMs: 50,
      popupLeaveDelayMs: 70,
      popupHoverableMs: 300,
    });
  });

  it.each([
    ['enterTarget', { open: true, afterMs: 50 }],
    ['leaveTarget', { open: false, afterMs: 70 }],
    ['enterPopup', null],
    ['leavePopup', { open: false, afterMs: 300 }],
  ] as const)('a hover popup on %s -> %o', (event, step) => {
    expect(hoverPopupStep(event)).toEqual(step);
  });
});
