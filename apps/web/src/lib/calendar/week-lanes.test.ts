import { describe, expect, it } from 'vitest';
import { countPerDay, layoutWeek } from './week-lanes';

const week = [
  '2026-05-04',
  '2026-05-05',
  '2026-05-06',
  '2026-05-07',
  '2026-05-08',
  '2026-05-09',
  '2026-05-10',
];
const bar = (id: string, startDate: string, endDate: string) => ({ id, startDate, endDate });

describe('layoutWeek', () => {
  it('puts bars that do not overlap on the same lane', () => {
    const segments = layoutWeek(
      [bar('a', '2026-05-04', '2026-05-05'), bar('b', '2026-05-06', '2026-05-06')],
      week,
    );
    expect(segments.map(({ item, column, span, lane }) => [item.id, column, span, lane])).toEqual([
      ['a', 0, 2, 0],
      ['b', 2, 1, 0],
    ]);
  });

  it('stacks overlapping bars, longest first', () => {
    const segments = layoutWeek(
      [bar('short', '2026-05-05', '2026-05-05'), bar('long', '2026-05-05', '2026-05-08')],
      week,
    );
    expect(segments.map((segment) => [segment.item.id, segment.lane])).toEqual([
      ['long', 0],
      ['short', 1],
    ]);
  });

  it('cuts bars at the week edges and marks them as continuing', () => {
    const [segment] = layoutWeek([bar('x', '2026-05-01', '2026-05-20')], week);
    expect(segment).toMatchObject({
      column: 0,
      span: 7,
      continuesBefore: true,
      continuesAfter: true,
    });
  });

  it('leaves out bars outside the week and treats a missing end as one day', () => {
    const segments = layoutWeek(
      [bar('before', '2026-04-01', '2026-04-02'), bar('one', '2026-05-10', '')],
      week,
    );
    expect(segments.map((segment) => [segment.item.id, segment.column, segment.span])).toEqual([
      ['one', 6, 1],
    ]);
  });

  it('reuses a freed lane', () => {
    const segments = layoutWeek(
      [
        bar('a', '2026-05-04', '2026-05-05'),
        bar('b', '2026-05-04', '2026-05-04'),
        bar('c', '2026-05-05', '2026-05-06'),
      ],
      week,
    );
    expect(segments.map((segment) => [segment.item.id, segment.lane])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 1],
    ]);
  });
});

describe('countPerDay', () => {
  it('counts bars on each day', () => {
    const segments = layoutWeek(
      [bar('a', '2026-05-04', '2026-05-06'), bar('b', '2026-05-05', '2026-05-05')],
      week,
    );
    expect(countPerDay(segments, 7)).toEqual([1, 2, 1, 0, 0, 0, 0]);
  });
});
