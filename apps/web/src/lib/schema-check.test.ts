import { crewCalendarSchema, type CrewCalendar } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedParser } from './schema-check';

const answer: CrewCalendar = {
  from: '2026-06-01',
  to: '2026-06-02',
  days: ['2026-06-01', '2026-06-02'],
  page: 1,
  limit: 500,
  total: 1,
  people: {
    personId: [7],
    firstName: ['Ann'],
    lastName: ['Lee'],
    city: [null],
    regionId: [3],
    functionIds: [[1]],
  },
  entries: {
    personId: [7],
    kind: ['vacation'],
    startDay: [0],
    endDay: [1],
    startMinute: [null],
    endMinute: [1_020],
    status: [null],
    assignmentId: [null],
    projectNumber: [null],
    label: [null],
    colourKey: ['vacationDay'],
  },
};

/** The answer with its first bar's values in the columns named replaced. */
const withEntry = (change: Record<string, unknown>) => ({
  ...answer,
  entries: {
    ...answer.entries,
    ...Object.fromEntries(Object.entries(change).map(([column, value]) => [column, [value]])),
  },
});
const { personId: _dropped, ...entriesWithoutPerson } = answer.entries;

/** What a parse gives: the value, or the error's issues. */
const outcome = (parse: () => unknown) => {
  try {
    return { value: parse() };
  } catch (error) {
    return { issues: (error as z.ZodError).issues };
  }
};

const crewCalendar = checkedParser(crewCalendarSchema);

describe('checkedParser', () => {
  it('gives a valid answer back as it came, equal to what zod gives', () => {
    const json: unknown = JSON.parse(JSON.stringify(answer));
    // Returned as it came: the plain checks took it, zod did not copy it.
    expect(crewCalendar.parse(json)).toBe(json);
    const lastMinute: unknown = withEntry({ startMinute: 0, endMinute: 1_440 });
    expect(crewCalendar.parse(lastMinute)).toBe(lastMinute);
    expect(crewCalendar.parse(json)).toEqual(crewCalendarSchema.parse(json));
  });

  it.each([
    ['a number as text', withEntry({ personId: '7' })],
    ['a fraction for an id', withEntry({ assignmentId: 1.5 })],
    ['a minute past the end of the day', withEntry({ endMinute: 1_441 })],
    ['a minute before the day', withEntry({ startMinute: -1 })],
    ['an unknown kind', withEntry({ kind: 'holiday' })],
    ['null where a value is due', withEntry({ colourKey: null })],
    ['a missing key', { ...answer, entries: entriesWithoutPerson }],
    [
      'a missing key made up by an unknown one',
      { ...answer, entries: { ...entriesWithoutPerson, x: [1] } },
    ],
    ['an unknown key, which zod drops', withEntry({ extra: true })],
    ['an object for a list', { ...answer, days: {} }],
    ['a list for an object', { ...answer, people: [[]] }],
    [
      'a number in a list of ids',
      { ...answer, people: { ...answer.people, functionIds: [['1']] } },
    ],
    ['no answer at all', null],
  ])('answers as zod does for %s', (_, value) => {
    const expected = outcome(() => crewCalendarSchema.parse(value));
    expect(outcome(() => crewCalendar.parse(value))).toEqual(expected);
  });

  it('checks whole numbers and bounds as zod does, however they are written', () => {
    const schemas = [z.int(), z.int().min(1), z.number().positive(), z.number().multipleOf(2)];
    for (const schema of schemas) {
      const parser = checkedParser(z.array(schema));
      for (const value of [[1.5], [0], [2], [-1], ['2'], [Number.NaN]]) {
        const expected = outcome(() => z.array(schema).parse(value));
        expect(outcome(() => parser.parse(value))).toEqual(expected);
      }
    }
  });

  it('leaves schemas with parts it does not check to zod', () => {
    const schema = z.object({
      name: z.string().min(2),
      note: z.string().optional(),
      size: z.number().max(3),
      code: z.string().transform((code) => code.toUpperCase()),
    });
    const parser = checkedParser(schema);
    expect(parser.parse({ name: 'Al', size: 2, code: 'ab' })).toEqual({
      name: 'Al',
      size: 2,
      code: 'AB',
    });
    expect(() => parser.parse({ name: 'A', size: 2, code: 'ab' })).toThrow();
    expect(() => parser.parse({ name: 'Al', size: 4, code: 'ab' })).toThrow();
  });
});
