import type { Executor } from '../../db/client';
import { ICalEventStatus, type CalendarEvent } from '../../lib/ical';
import type { DocumentTexts } from '../../lib/i18n/document-texts';
import { projectCrewEvents } from './project-calendar';
import { loadProjectCalendarData } from './project-calendar-data';
import { projectExportsRepository } from './project-exports.repository';

/**
 * The crews of every project a planner manages from `from` on, as calendar events. A project
 * not confirmed yet (draft, quoted) is tentative and says its state in the title.
 */
export const managedProjectEvents = async (
  tx: Executor,
  tenantId: number,
  options: { personId: number; from: string; host: string; now: Date; texts: DocumentTexts },
): Promise<CalendarEvent[]> => {
  const { texts } = options;
  const projects = await projectExportsRepository.managedProjects(
    tx,
    tenantId,
    options.personId,
    options.from,
  );
  const events: CalendarEvent[] = [];
  for (const project of projects) {
    const data = await loadProjectCalendarData(tx, tenantId, project.id);
    const confirmed = project.state === 'confirmed';
    for (const event of projectCrewEvents({ ...data, ...options, project })) {
      events.push({
        ...event,
        summary: confirmed
          ? event.summary
          : `${event.summary} (${texts.projectState[project.state]})`,
        status: confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      });
    }
  }
  return events;
};
