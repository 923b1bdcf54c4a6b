import { describe, expect, it } from 'vitest';
import {
  missingChargeableHoursMessage,
  missingTimeMessage,
  positionTimeIssues,
  projectReleaseIssues,
} from './project-release';

const complete = { startTime: '08:00', endTime: '17:00', chargeableHours: 8 };

describe('positionTimeIssues', () => {
  it('accepts positions with start and end time', () => {
    expect(positionTimeIssues([complete])).toEqual([]);
  });

  it.each([
    [{ endTime: '17:00' }, ['startTime']],
    [{ startTime: '08:00', endTime: null }, ['endTime']],
    [{}, ['startTime', 'endTime']],
  ])('flags %o', (position, fields) => {
    const issues = positionTimeIssues([complete, position]);
    expect(issues.map((issue) => issue.field)).toEqual(fields);
    expect(issues.every((issue) => issue.index === 1 && issue.message === missingTimeMessage)).toBe(
      true,
    );
  });
});

describe('projectReleaseIssues', () => {
  const withoutHours = { ...complete, chargeableHours: null };

  it('needs chargeable hours only when the project is confirmed', () => {
    expect(projectReleaseIssues([withoutHours], 'quoted')).toEqual([]);
    expect(projectReleaseIssues([withoutHours], 'confirmed')).toEqual([
      { index: 0, field: 'chargeableHours', message: missingChargeableHoursMessage },
    ]);
  });

  it('accepts zero chargeable hours as set', () => {
    expect(projectReleaseIssues([{ ...complete, chargeableHours: 0 }], 'confirmed')).toEqual([]);
  });
});
