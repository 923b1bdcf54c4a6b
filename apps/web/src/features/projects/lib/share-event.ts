import { shareText, whatsAppShareLink, type Project } from '@crewhub/shared';

/** The project as one calendar event to share on WhatsApp (its first day). */
const eventOf = (project: Project) => ({
  title: `${project.name} (${project.number})`,
  date: project.beginDate ?? '',
  details: [project.companyName, project.comment].filter(Boolean).join('\n') || null,
  location: project.locationName,
});

/** Absolute address of an app path: calendar apps and guests open these from outside the app. */
export const absoluteUrl = (path: string, origin: string): string => new URL(path, origin).href;

/**
 * The WhatsApp message with the feed link. The Google Calendar invitation comes from the
 * server, which knows the crews' real times.
 */
export const whatsAppLink = (project: Project, feedUrl: string | null) => {
  const event = eventOf(project);
  return whatsAppShareLink(
    project.beginDate ? shareText(event, feedUrl ?? undefined) : `${event.title}\n${feedUrl ?? ''}`,
  );
};
