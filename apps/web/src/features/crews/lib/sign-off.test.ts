import type { CrewDayMember } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { crewMemberFixture } from '../testing/crew-page-fixture';
import { initialHours, proposedHoursOf } from './sign-off';

const member = (assignmentId: number, overrides: Partial<CrewDayMember> = {}) =>
  crewMemberFixture({ assignmentId, personId: assignmentId + 100, ...overrides });

describe('initialHours', () => {
  it('prefers the earlier proposal, else starts from the planned hours', () => {
    const planned = { startsAt: '2026-11-23T07:00:00.000Z', endsAt: '2026-11-23T15:40:00.000Z' };
    expect(
      initialHours([
        member(1, { workedHours: 9, proposedPaidHours: 8.5, proposedChargedHours: 9 }),
        member(2, { ...planned, workedHours: 7.25 }),
        member(3, planned),
      ]),
    ).toEqual({
      1: { paid: 8.5, charged: 9 },
      // 8 h 40 min planned, in quarter hours; what was worked shows beside it.
      2: { paid: 8.75, charged: 8.75 },
      3: { paid: 8.75, charged: 8.75 },
    });
  });
});

describe('proposedHoursOf', () => {
  it('sends every member in quarter hours', () => {
    expect(proposedHoursOf({ 1: { paid: 8.1, charged: 9 }, 2: { paid: 0, charged: 7.4 } })).toEqual(
      {
        ok: true,
        input: {
          items: [
            { assignmentId: 1, proposedPaidHours: 8, proposedChargedHours: 9 },
            { assignmentId: 2, proposedPaidHours: 0, proposedChargedHours: 7.5 },
          ],
        },
      },
    );
  });

  it('refuses while any member lacks hours', () => {
    expect(proposedHoursOf({ 1: { paid: 8, charged: '' }, 2: { paid: '', charged: 3 } })).toEqual({
      ok: false,
      missing: [1, 2],
    });
  });

  it('refuses an empty crew', () => {
    expect(proposedHoursOf({})).toEqual({ ok: false, missing: [] });
  });
});
