import { describe, expect, it } from 'vitest';
import { planningCalendarItems } from './planning-calendar-items';
import { planningCalendarSchema, type PlanningCalendar } from './planning-calendar.schema';

const answer: PlanningCalendar = {
  from: '2026-06-01',
  projects: { id: [7, 9], number: ['P-7', 'P-9'], name: ['Gala', 'Fair "North"'] },
  crews: { id: [70, 71], name: ['Stage', 'Bar'] },
  functions: { id: [3], name: ['Stagehand'] },
  positions: {
    id: [100, 101, 102],
    projectId: [9, 7, 9],
    projectCrewId: [71, 70, 71],
    functionId: [3, 3, 3],
    startDay: [-2, 0, 2],
    endDay: [0, 1, 2],
    startMinute: [null, 480, 1_320],
    endMinute: [null, 1_025, 360],
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
        startDate: '2026-05-30',
        endDate: '2026-06-01',
        startTime: null,
        endTime: null,
        amountOfRows: 2,
        confirmedCount: 2,
        colourKey: 'confirmedPosition',
      },
      expect.objectContaining({
        projectCrewItemId: 101,
        projectName: 'Gala',
        spare: true,
        startDate: '2026-06-01',
        endDate: '2026-06-02',
        startTime: '08:00',
        endTime: '17:05',
      }),
      expect.objectContaining({
        projectCrewItemId: 102,
        projectCrewName: 'Bar',
        startDate: '2026-06-03',
        startTime: '22:00',
        endTime: '06:00',
      }),
    ]);
  });

  it('reads an empty period as no positions', () => {
    const empty = { id: [], name: [] };
    const none = Object.fromEntries(Object.keys(answer.positions).map((key) => [key, []]));
    expect(
      planningCalendarItems({
        from: '2026-06-01',
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
    const short = { ...answer, positions: { ...answer.positions, endMinute: [null] } };
    expect(() => planningCalendarItems(short)).toThrow('endMinute');
  });

  it('refuses a minute past the end of the day', () => {
    const late = { ...answer, positions: { ...answer.positions, endMinute: [null, 1_441, 360] } };
    expect(planningCalendarSchema.safeParse(late).success).toBe(false);
  });

  it('refuses an unknown colour key', () => {
    const odd = { ...answer, positions: { ...answer.positions, colourKey: ['pink', 'x', 'y'] } };
    expect(planningCalendarSchema.safeParse(odd).success).toBe(false);
  });
});
