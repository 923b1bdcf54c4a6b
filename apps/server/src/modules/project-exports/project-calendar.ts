import {
  addressLine,
  addDays,
  zonedTimeToUtc,
  type Position,
  type Project,
  type ProjectCrew,
} from '@crewhub/shared';
import ical from 'ical-generator';
import type { DocumentTexts } from '../../lib/i18n/document-texts';

type Place = Parameters<typeof addressLine>[0] & { id: number; name: string };

const plannerTimeZone = 'Europe/Amsterdam';

/**
 * The project's iCal feed (RFC 5545): one event per crew, from its earliest start to its
 * latest end. Times are written in UTC so no VTIMEZONE is needed; UIDs are stable so
 * subscribed calendars update events instead of duplicating them.
 */
export const buildProjectCalendar = (data: {
  texts: DocumentTexts;
  project: Project;
  crews: ProjectCrew[];
  positions: Position[];
  places: Place[];
  host: string;
  now: Date;
}): string => {
  const calendar = ical({
    name: `${data.project.number} ${data.project.name}`,
    prodId: '//Crewhub//Projects//EN',
  });
  for (const crew of data.crews) {
    const positions = data.positions.filter((position) => position.projectCrewId === crew.id);
    const starts = positions
      .map((position) => position.startTime)
      .filter((time): time is string => Boolean(time))
      .sort();
    const ends = positions
      .map((position) => position.endTime)
      .filter((time): time is string => Boolean(time))
      .sort();
    const place = data.places.find((item) => item.id === crew.locationId);
    const firstStart = starts[0];
    const lastEnd = ends[ends.length - 1];
    const timed = firstStart && lastEnd;
    // A shift ending before it starts runs past midnight.
    const endDate = timed && lastEnd <= firstStart ? addDays(crew.date, 1) : crew.date;
    calendar.createEvent({
      id: `project-crew-${crew.id}@${data.host}`,
      stamp: data.now,
      summary: `${data.project.name} - ${crew.name}`,
      description: positions
        .map((position) =>
          [
            position.functionName,
            position.startTime && position.endTime
              ? `${position.startTime}-${position.endTime}`
              : null,
            `(${data.texts.columns.peopleNeeded}: ${position.amountOfRows})`,
          ]
            .filter(Boolean)
            .join(' '),
        )
        .join('\n'),
      location: place ? [place.name, addressLine(place)].filter(Boolean).join(', ') : null,
      ...(timed
        ? {
            start: zonedTimeToUtc(crew.date, firstStart, plannerTimeZone),
            end: zonedTimeToUtc(endDate, lastEnd, plannerTimeZone),
          }
        : { start: new Date(`${crew.date}T00:00:00Z`), allDay: true }),
    });
  }
  return calendar.toString();
};
