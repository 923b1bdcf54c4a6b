import { googleCalendarLink, shareText, whatsAppShareLink, type Project } from '@crewhub/shared';

/** The project as one calendar event to share (its first day, all day). */
const eventOf = (project: Project) => ({
  title: `${project.name} (${project.number})`,
  date: project.beginDate ?? '',
  details: [project.companyName, project.comment].filter(Boolean).join('\n') || null,
  location: project.locationName,
});

/** Absolute address of an app path: calendar apps and guests open these from outside the app. */
export const absoluteUrl = (path: string, origin: string): string => new URL(path, origin).href;

export const shareLinks = (project: Project, feedUrl: string | null) => {
  const event = eventOf(project);
  return {
    google: project.beginDate ? googleCalendarLink(event) : null,
    whatsApp: whatsAppShareLink(
      project.beginDate
        ? shareText(event, feedUrl ?? undefined)
        : `${event.title}\n${feedUrl ?? ''}`,
    ),
  };
};
