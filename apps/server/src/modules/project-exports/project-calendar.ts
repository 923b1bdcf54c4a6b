import {
  addressLine,
  crewTimeSpan,
  type Position,
  type Project,
  type ProjectCrew,
} from '@crewhub/shared';
import type { DocumentTexts } from '../../lib/i18n/document-texts';
import { writeCalendar, type CalendarEvent } from '../../lib/ical';

type Place = Parameters<typeof addressLine>[0] & { id: number; name: string };

const plannerTimeZone = 'Europe/Amsterdam';

export type ProjectCalendarData = {
  texts: DocumentTexts;
  project: Pick<Project, 'name' | 'number'>;
  crews: ProjectCrew[];
  positions: Position[];
  places: Place[];
  host: string;
  now: Date;
};

/**
 * One event per crew, from its earliest start to its latest end (a whole day when no position
 * has times). UIDs name the crew, so subscribed calendars update events instead of duplicating
 * them.
 */
export const projectCrewEvents = (data: ProjectCalendarData): CalendarEvent[] =>
  data.crews.map((crew) => {
    const positions = data.positions.filter((position) => position.projectCrewId === crew.id);
    const place = data.places.find((item) => item.id === crew.locationId);
    const span = crewTimeSpan(crew.date, positions, plannerTimeZone);
    return {
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
      ...(span ?? { start: new Date(`${crew.date}T00:00:00Z`), allDay: true }),
    };
  });

/** The project's iCal feed (RFC 5545), written by lib/ical. */
export const buildProjectCalendar = (data: ProjectCalendarData): string =>
  writeCalendar({
    name: `${data.project.number} ${data.project.name}`,
    prodId: '//Crewhub//Projects//EN',
    events: projectCrewEvents(data),
  });
