import { describe, expect, it } from 'vitest';
import { crewTimeSpan, outerSpan } from './crew-span';

const zone = 'Europe/Amsterdam';

describe('crewTimeSpan', () => {
  it.each([
    {
      name: 'earliest start to latest end',
      positions: [
        { startTime: '09:00', endTime: '17:00' },
        { startTime: '08:00', endTime: '18:30' },
      ],
      span: ['2026-06-01T06:00:00.000Z', '2026-06-01T16:30:00.000Z'],
    },
    {
      name: 'a night shift ends the next day',
      positions: [{ startTime: '22:00', endTime: '04:00' }],
      span: ['2026-06-01T20:00:00.000Z', '2026-06-02T02:00:00.000Z'],
    },
    { name: 'no times', positions: [{ startTime: null, endTime: null }], span: null },
  ])('$name', ({ positions, span }) => {
    const result = crewTimeSpan('2026-06-01', positions, zone);
    expect(result && [result.start.toISOString(), result.end.toISOString()]).toEqual(span);
  });
});

describe('outerSpan', () => {
  it('covers every span and skips the untimed', () => {
    const a = { start: new Date('2026-06-01T08:00Z'), end: new Date('2026-06-01T12:00Z') };
    const b = { start: new Date('2026-06-03T08:00Z'), end: new Date('2026-06-03T23:00Z') };
    expect(outerSpan([b, null, a])).toEqual({ start: a.start, end: b.end });
    expect(outerSpan([null])).toBeNull();
  });
});
