import { describe, expect, it } from 'vitest';
import { planningCalendarItems } from './planning-calendar-items';
import { planningCalendarSchema, type PlanningCalendar } from './planning-calendar.schema';

const answer: PlanningCalendar = {
  projects: { id: [7, 9], number: ['P-7', 'P-9'], name: ['Gala', 'Fair "North"'] },
  crews: { id: [70, 71], name: ['Stage', 'Bar'] },
  functions: { id: [3], name: ['Stagehand'] },
  positions: {
    id: [100, 101, 102],
    projectId: [9, 7, 9],
    projectCrewId: [71, 70, 71],
    functionId: [3, 3, 3],
    startDate: ['2026-06-01', '2026-06-01', '2026-06-03'],
    endDate: ['2026-06-01', '2026-06-02', '2026-06-03'],
    startTime: [null, '08:00', '22:00'],
    endTime: [null, '17:00', '06:00'],
    amountOfRows: [2, 1, 4],
    confirmedCount: [2, 0, 1],
    spare: [false, true, false],
    colourKey: ['confirmedPosition', 'sparePosition', 'doubleBooking'],
  },
};

describe('planningCalendarItems', () => {
  it('gives each position its project, crew and function by id, in the answer order', () => {
    expect(planningCalendarItems(planningCalendarSchema.parse(answer))).toEqual([
      {
        projectCrewItemId: 100,
        projectNumber: 'P-9',
        projectName: 'Fair "North"',
        projectCrewName: 'Bar',
        functionName: 'Stagehand',
        spare: false,
        startDate: '2026-06-01',
        endDate: '2026-06-01',
        startTime: null,
        endTime: null,
        amountOfRows: 2,
        confirmedCount: 2,
        colourKey: 'confirmedPosition',
      },
      expect.objectContaining({ projectCrewItemId: 101, projectName: 'Gala', spare: true }),
      expect.objectContaining({ projectCrewItemId: 102, projectCrewName: 'Bar', endTime: '06:00' }),
    ]);
  });

  it('reads an empty period as no positions', () => {
    const empty = { id: [], name: [] };
    const none = Object.fromEntries(Object.keys(answer.positions).map((key) => [key, []]));
    expect(
      planningCalendarItems({
        projects: { ...empty, number: [] },
        crews: empty,
        functions: empty,
        positions: none as unknown as PlanningCalendar['positions'],
      }),
    ).toEqual([]);
  });

  it('refuses an answer whose columns disagree', () => {
    const unknownCrew = {
      ...answer,
      positions: { ...answer.positions, projectCrewId: [71, 5, 71] },
    };
    expect(() => planningCalendarItems(unknownCrew)).toThrow('id 5');
    const short = { ...answer, positions: { ...answer.positions, endTime: [null] } };
    expect(() => planningCalendarItems(short)).toThrow('endTime');
  });

  it('refuses an unknown colour key', () => {
    const odd = { ...answer, positions: { ...answer.positions, colourKey: ['pink', 'x', 'y'] } };
    expect(planningCalendarSchema.safeParse(odd).success).toBe(false);
  });
});
