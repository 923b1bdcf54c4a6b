import { describe, expect, it } from 'vitest';
import { isDuplicateToast, toastAutoCloseMs } from './toast';

describe('isDuplicateToast', () => {
  const showing = [{ type: 'error', message: 'Network Error' }] as const;
  it.each([
    [{ type: 'error', message: 'Network Error' }, true],
    [{ type: 'warning', message: 'Network Error' }, false],
    [{ type: 'error', message: 'Request aborted' }, false],
  ] as const)('%o -> %s', (candidate, expected) => {
    expect(isDuplicateToast(showing, candidate)).toBe(expected);
  });
  it('never treats the first toast as a duplicate', () => {
    expect(isDuplicateToast([], { type: 'plain', message: 'Hello' })).toBe(false);
  });
});

describe('toastAutoCloseMs', () => {
  it('defaults to 3000 ms', () => expect(toastAutoCloseMs()).toBe(3000));
  it('keeps toasts with 0 ms open', () => expect(toastAutoCloseMs(0)).toBe(false));
  it('honours a custom time', () => expect(toastAutoCloseMs(8000)).toBe(8000));
});
