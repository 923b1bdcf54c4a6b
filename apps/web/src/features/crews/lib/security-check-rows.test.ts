import { siteSecurityCheckFormId } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { securityCheckFixture as check } from '../testing/crew-page-fixture';
import { findSecurityCheck, securityCheckRows, securityCheckState } from './security-check-rows';

const crew = { date: '2026-11-23', shift: 'day' };

describe('securityCheckState', () => {
  it.each([
    ['not opened', null, 'todo'],
    ['opened, not signed', check({}), 'todo'],
    ['signed', check({ signedAt: '2026-11-23T10:00:00Z' }), 'signed'],
    [
      'signed and sent',
      check({ signedAt: '2026-11-23T10:00:00Z', sentAt: '2026-11-23T10:05:00Z' }),
      'sent',
    ],
  ] as const)('%s is %s', (_label, value, state) => {
    expect(securityCheckState(value)).toBe(state);
  });
});

describe('securityCheckRows', () => {
  it('lists the crew’s own date and shift as to do before anyone opened it', () => {
    expect(securityCheckRows(crew, [])).toEqual([
      {
        formId: siteSecurityCheckFormId,
        date: '2026-11-23',
        shift: 'day',
        check: null,
        state: 'todo',
      },
    ]);
  });

  it('uses the opened check for the crew’s date and shift, not a second row', () => {
    const signed = check({ id: 7, signedAt: '2026-11-23T10:00:00Z' });
    expect(securityCheckRows(crew, [signed])).toEqual([
      expect.objectContaining({ date: '2026-11-23', check: signed, state: 'signed' }),
    ]);
  });

  it('adds other dates and shifts the chief opened, sorted by date and shift', () => {
    const rows = securityCheckRows(crew, [
      check({ id: 3, date: '2026-11-24', shift: 'day' }),
      check({ id: 2, date: '2026-11-23', shift: 'night', sentAt: '2026-11-23T23:00:00Z' }),
    ]);
    expect(rows.map((row) => [row.date, row.shift, row.check?.id ?? null, row.state])).toEqual([
      ['2026-11-23', 'day', null, 'todo'],
      ['2026-11-23', 'night', 2, 'sent'],
      ['2026-11-24', 'day', 3, 'todo'],
    ]);
  });
});

describe('findSecurityCheck', () => {
  it('finds the check by form, date and shift', () => {
    const night = check({ id: 2, shift: 'night' });
    const key = { formId: siteSecurityCheckFormId, date: '2026-11-23' };
    expect(findSecurityCheck([check({}), night], { ...key, shift: 'night' })).toBe(night);
    expect(findSecurityCheck([night], { ...key, shift: 'day' })).toBeNull();
  });
});
