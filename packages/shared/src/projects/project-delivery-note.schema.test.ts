import { describe, expect, it } from 'vitest';
import { deliveryNoteState } from './project-delivery-note.schema';

describe('deliveryNoteState', () => {
  it.each([
    [null, null, 'open'],
    ['2026-11-21T18:00:00Z', null, 'signed'],
    ['2026-11-21T18:00:00Z', '2026-11-21T18:10:00Z', 'released'],
    // Released without a signature (the chief sent it on as it was): still released.
    [null, '2026-11-21T18:10:00Z', 'released'],
  ] as const)('signed %s, released %s is %s', (signedAt, releasedAt, state) => {
    expect(deliveryNoteState({ signedAt, releasedAt })).toBe(state);
  });
});
