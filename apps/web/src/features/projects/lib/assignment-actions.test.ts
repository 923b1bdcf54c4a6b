import { describe, expect, it } from 'vitest';
import { actionLayout, allowedActions } from './assignment-actions';

describe('allowedActions', () => {
  it.each([
    ['requested', ['activate', 'notNeeded', 'spare', 'cancel']],
    ['applied', ['activate', 'notNeeded', 'spare', 'cancel']],
    ['spare', ['activate', 'notNeeded', 'cancel']],
    ['confirmed', ['notNeeded', 'spare', 'cancel', 'noShow']],
    ['not_needed', ['reactivate']],
    ['cancelled', ['reactivate']],
    ['no_show', ['reactivate']],
  ] as const)('offers %s the allowed calls only', (status, actions) => {
    expect(allowedActions(status)).toEqual(actions);
  });
});

describe('actionLayout', () => {
  it.each([
    ['requested', ['activate', 'notNeeded'], ['spare', 'cancel']],
    ['spare', ['activate', 'notNeeded'], ['cancel']],
    ['confirmed', ['notNeeded'], ['spare', 'cancel', 'noShow']],
    ['cancelled', ['reactivate'], []],
  ] as const)('shows %s as buttons %j and menu %j', (status, buttons, menu) => {
    expect(actionLayout(status)).toEqual({ buttons, menu });
  });
});
