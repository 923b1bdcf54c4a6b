import { positionColours, type PlanningCalendarItem } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { legendKeys, planningBars } from './planning-items';

const item = (id: number, patch: Partial<PlanningCalendarItem> = {}) =>
  ({
    projectCrewItemId: id,
    startDate: '2026-06-01',
    endDate: '2026-06-01',
    spare: false,
    colourKey: 'requestPending',
    ...patch,
  }) as PlanningCalendarItem;

describe('planningBars', () => {
  it('colours each position by its colour key', () => {
    const bars = planningBars(
      [
        item(1, { colourKey: 'confirmedPosition' }),
        item(2),
        item(3, { colourKey: 'doubleBooking' }),
      ],
      true,
    );
    expect(bars.map((bar) => bar.colour)).toEqual([
      positionColours.confirmedPosition,
      positionColours.requestPending,
      positionColours.doubleBooking,
    ]);
  });

  it('hides spare positions without READSPAREFUNCTION', () => {
    const items = [item(1), item(2, { spare: true, colourKey: 'sparePosition' })];
    expect(planningBars(items, false).map((bar) => bar.id)).toEqual([1]);
    expect(planningBars(items, true).map((bar) => bar.id)).toEqual([1, 2]);
  });

  it('never lets a bar end before it starts', () => {
    expect(planningBars([item(1, { endDate: '2026-05-01' })], true)[0]?.endDate).toBe('2026-06-01');
  });
});

describe('legendKeys', () => {
  it('lists all eleven position colours, spare only with the right', () => {
    expect(legendKeys(true)).toHaveLength(11);
    expect(legendKeys(false)).not.toContain('sparePosition');
    expect(legendKeys(false)).toHaveLength(10);
  });
});
