import { describe, expect, it } from 'vitest';
import { allowedActions } from './assignment-actions';

describe('allowedActions', () => {
  it.each([
    ['requested', ['activate', 'notNeeded']],
    ['applied', ['activate', 'notNeeded']],
    ['spare', ['activate', 'notNeeded']],
    ['confirmed', ['notNeeded', 'noShow']],
    ['not_needed', ['reactivate']],
    ['cancelled', ['reactivate']],
    ['no_show', ['reactivate']],
  ] as const)('offers %s the allowed calls only', (status, actions) => {
    expect(allowedActions(status)).toEqual(actions);
  });
});
