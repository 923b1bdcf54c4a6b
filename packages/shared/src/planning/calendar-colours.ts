/** Position colours on the planning and personal calendars. */
export const positionColours = {
  confirmedPosition: '#2f9e44',
  requestPending: '#f59f00',
  sparePosition: '#74c0fc',
  doubleBooking: '#e03131',
  vacationDay: '#9c36b5',
  vacationDayUnpaid: '#da77f2',
  sickDay: '#868e96',
  absence: '#212529',
  bankHoliday: '#0ca678',
  hasChanged: '#fd7e14',
  cancellation: '#c92a2a',
} as const;
export type PositionColourKey = keyof typeof positionColours;

/** Legend entries of the personal calendar. */
export const calendarLegendColours = {
  blockedDate: '#495057',
  confirmedJob: positionColours.confirmedPosition,
  requestedJob: positionColours.requestPending,
  requestedVacation: positionColours.vacationDayUnpaid,
  requestedCrew: '#4dabf7',
  overlappingEvents: positionColours.doubleBooking,
  multipleEvents: '#5c7cfa',
  other: '#adb5bd',
} as const;
export type CalendarLegendKey = keyof typeof calendarLegendColours;

/** The crew planner's bars: a position's colours, and a blocked date's. */
export const crewEntryColours = {
  ...positionColours,
  blockedDate: calendarLegendColours.blockedDate,
} as const;
export type CrewEntryColourKey = keyof typeof crewEntryColours;

/** Project states on the projects calendar. */
export const projectStateColours = {
  confirmed: '#2f9e44',
  quoted: '#1c7ed6',
  client_draft: '#adb5bd',
} as const;
