import { z } from 'zod';
import { listQuerySchema } from '../lists/paging';
import { idListQuerySchema, isoDateOutputSchema, isoDateSchema } from '../lists/dates';
import { projectStateSchema } from '../projects/project.schema';
import { crewEntryColours, positionColours, type CrewEntryColourKey } from './calendar-colours';

/** The longest period one calendar call may ask for. */
export const maxCalendarDays = 93;

const positionColourKeys = Object.keys(positionColours) as [keyof typeof positionColours];
export const positionColourKeySchema = z.enum(positionColourKeys);

const periodSchema = z.object({ from: isoDateSchema, to: isoDateSchema });
const periodIssue = {
  message: `Pick an end on or after the start, at most ${maxCalendarDays} days later`,
  path: ['to'],
};
const validPeriod = ({ from, to }: { from: string; to: string }) =>
  to >= from &&
  (new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / 86_400_000 <
    maxCalendarDays;

/** GET /planningCalendarItems: positions in a period, with their colour. */
export const planningCalendarQuerySchema = periodSchema
  .extend({
    functionIds: idListQuerySchema,
    projectNumber: z.string().max(40).optional(),
  })
  .refine(validPeriod, periodIssue);
export type PlanningCalendarQuery = z.infer<typeof planningCalendarQuerySchema>;

const integers = z.array(z.number().int());
const texts = z.array(z.string());
const optionalTexts = z.array(z.string().nullable());
/**
 * Times of day as minutes after midnight, or null where a bar has none; 1,440 is the day's
 * closing midnight, a `time` PostgreSQL stores as 24:00.
 */
const optionalMinutes = z.array(z.number().int().min(0).max(1_440).nullable());
/** Ids with their names, value i of each array belonging together. */
const namedSchema = z.object({ id: integers, name: texts });

/**
 * The answer of GET /planningCalendarItems, column by column: value i of each array of
 * `positions` describes the i-th position in calendar order (start date, start time, id), and
 * the projects, crews and functions they name are listed once each, by id. A month of a large
 * tenant is thousands of positions on few functions: an object per position repeated its keys
 * and names four times over (decisions.md, "The planning calendar's answer in columns"). Days
 * are counted from `from`, the period's first day (day 0), and times of day in minutes after
 * midnight (decisions.md, "Days and times as numbers"). `planningCalendarItems` turns it into
 * one object per position.
 */
export const planningCalendarSchema = z.object({
  from: isoDateOutputSchema,
  projects: z.object({ id: integers, number: texts, name: texts }),
  crews: namedSchema,
  functions: namedSchema,
  positions: z.object({
    id: integers,
    projectId: integers,
    projectCrewId: integers,
    functionId: integers,
    startDay: integers,
    endDay: integers,
    startMinute: optionalMinutes,
    endMinute: optionalMinutes,
    amountOfRows: integers,
    confirmedCount: integers,
    spare: z.array(z.boolean()),
    colourKey: z.array(positionColourKeySchema),
  }),
});
export type PlanningCalendar = z.infer<typeof planningCalendarSchema>;

/** GET /projectsCalendarItems: the projects meeting a period, for the projects calendar. */
export const projectsCalendarQuerySchema = periodSchema.refine(validPeriod, periodIssue);
export type ProjectsCalendarQuery = z.infer<typeof projectsCalendarQuerySchema>;

/**
 * The answer of GET /projectsCalendarItems: every project in the caller's scope meeting the
 * period that has a begin date (without one it cannot be placed), by begin date, column by
 * column (value i of each array is the i-th project), with only what a calendar bar shows.
 * The projects list's whole project (27 fields) made a month of the scale tenant 586 KB for
 * its first 1,000 projects of 2,070 (the calendar showed no more).
 */
export const projectsCalendarSchema = z.object({
  id: integers,
  number: texts,
  name: texts,
  beginDate: texts,
  /** Null for a project without an end: it lasts its first day. */
  endDate: optionalTexts,
  state: z.array(projectStateSchema),
});
export type ProjectsCalendar = z.infer<typeof projectsCalendarSchema>;

/** GET /plannerCrewCalendar: people as rows, days as columns, filtered like the screen. */
export const crewCalendarQuerySchema = listQuerySchema
  .extend({
    from: isoDateSchema,
    to: isoDateSchema,
    crewIds: idListQuerySchema,
    functionIds: idListQuerySchema,
    tagIds: idListQuerySchema,
    regionIds: idListQuerySchema,
    skillIds: idListQuerySchema,
    q: z.string().trim().max(100).optional(),
  })
  .refine(validPeriod, periodIssue);
export type CrewCalendarQuery = z.infer<typeof crewCalendarQuerySchema>;

const nullableIntegers = z.array(z.number().int().nullable());
const crewEntryColourKeys = Object.keys(crewEntryColours) as [CrewEntryColourKey];

/** What a bar of the crew planner is. */
export const crewCalendarEntryKinds = ['assignment', 'blockDate', 'vacation'] as const;
export type CrewCalendarEntryKind = (typeof crewCalendarEntryKinds)[number];

/**
 * The answer of GET /plannerCrewCalendar, its people and bars column by column: value i of each
 * array of `people` describes the i-th person in page order, of `entries` the i-th bar (by
 * person, start and kind). A month of 1,000 people is about 5,000 bars: an object per bar
 * repeated its twelve keys, which made two thirds of the answer (decisions.md, "The crew
 * planner's answer in columns"). Days count from `from`, times of day in minutes after midnight
 * (decisions.md, "Days and times as numbers"). `crewCalendarRows` turns it into one object per
 * person and bar.
 */
export const crewCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.string()),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  people: z.object({
    personId: integers,
    firstName: texts,
    lastName: texts,
    city: optionalTexts,
    regionId: nullableIntegers,
    functionIds: z.array(integers),
  }),
  entries: z.object({
    personId: integers,
    kind: z.array(z.enum(crewCalendarEntryKinds)),
    /** Days from the answer's `from` (day 0), negative for a bar that began before it. */
    startDay: integers,
    /** The last day the bar covers; the same as its start for a bar of one day. */
    endDay: integers,
    startMinute: optionalMinutes,
    endMinute: optionalMinutes,
    status: optionalTexts,
    assignmentId: nullableIntegers,
    /** Null when the caller may not see the project (another client's). */
    projectNumber: optionalTexts,
    /**
     * The bar's own words: a blocked date's reason or "project - function". Null when it has
     * none (vacation, a blocked date without reason, another client's booking): the app then
     * names it by its kind in the user's language.
     */
    label: optionalTexts,
    colourKey: z.array(z.enum(crewEntryColourKeys)),
  }),
});
export type CrewCalendar = z.infer<typeof crewCalendarSchema>;
