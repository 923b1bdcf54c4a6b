import { describe, expect, it } from 'vitest';
import { trainingExpiresOn, trainingStatus } from './training-rules';
import { assignTrainingInputSchema } from './training.schema';

const today = '2026-11-20';

describe('trainingStatus', () => {
  it.each([
    [{ dueDate: null, completedOn: null, expiresOn: null }, 'to_do'],
    [{ dueDate: '2026-11-20', completedOn: null, expiresOn: null }, 'to_do'],
    [{ dueDate: '2026-11-19', completedOn: null, expiresOn: null }, 'overdue'],
    [{ dueDate: '2026-11-19', completedOn: '2026-11-01', expiresOn: null }, 'completed'],
    [{ dueDate: null, completedOn: '2025-11-01', expiresOn: '2027-01-01' }, 'completed'],
    [{ dueDate: null, completedOn: '2025-11-01', expiresOn: '2026-12-20' }, 'expiring'],
    [{ dueDate: null, completedOn: '2025-11-01', expiresOn: '2026-11-21' }, 'expiring'],
    [{ dueDate: null, completedOn: '2025-11-01', expiresOn: '2026-11-20' }, 'expired'],
  ] as const)('%j is %s', (training, expected) => {
    expect(trainingStatus(training, today)).toBe(expected);
  });
});

describe('trainingExpiresOn', () => {
  it.each([
    [null, 12, null],
    ['2026-01-31', null, null],
    ['2026-01-15', 12, '2027-01-15'],
    ['2024-02-29', 12, '2025-03-01'],
  ] as const)('%s plus %s months is %s', (completedOn, months, expected) => {
    expect(trainingExpiresOn(completedOn, months)).toBe(expected);
  });
});

describe('assignTrainingInputSchema', () => {
  it.each([
    [{ personId: 0 }, 'personId'],
    [{ courseId: 'x' }, 'courseId'],
    [{ dueDate: '2026-02-30' }, 'dueDate'],
  ])('refuses %j naming %s', (change, field) => {
    const result = assignTrainingInputSchema.safeParse({ personId: 1, courseId: 2, ...change });
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});
