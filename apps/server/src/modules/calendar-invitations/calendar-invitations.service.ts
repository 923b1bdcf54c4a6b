import { createHash } from 'node:crypto';
import type { CalendarInvitation } from '@crewhub/shared';
import { ICalAttendeeRole, ICalAttendeeStatus } from 'ical-generator';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  ICalCalendarMethod,
  ICalEventStatus,
  writeCalendar,
  type CalendarEvent,
} from '../../lib/ical';
import { systemSender } from '../../lib/mailer';
import type { RequestContext } from '../../lib/request-context';
import { storeFile } from '../files';
import { queueOutboxJob } from '../mail';
import {
  calendarInvitationsRepository,
  type InvitationRow,
} from './calendar-invitations.repository';
import type { HeldEvent } from './calendar-invitations.schema';

/** What sending needs; the outbox worker, acting for nobody, passes `loginId: null`. */
export type InvitationContext = Pick<
  RequestContext,
  'tx' | 'tenant' | 'clock' | 'storage' | 'mailer'
> & { auth: { loginId: number | null } };

/** A project and its shifts as calendar events, with UIDs that stay the same across changes. */
export type ProjectShifts = { id: number; number: string; name: string; events: CalendarEvent[] };

/** A burst of planning edits goes out as one update, this long after the first. */
const updateDelayMs = 60_000;

/** What the shifts say, without the moment they were written: equal means nothing to send. */
const fingerprintOf = (events: CalendarEvent[]) =>
  createHash('sha256')
    .update(JSON.stringify(events.map(({ stamp: _stamp, ...event }) => event)))
    .digest('hex');

const instant = (value: CalendarEvent['start'] | undefined | null) =>
  value ? new Date(value as Date).toISOString() : null;

/** What the address holds after this send: each event's UID, title and time. */
const heldOf = (events: CalendarEvent[]): HeldEvent[] =>
  events.map((event) => ({
    id: event.id,
    summary: String(event.summary ?? ''),
    start: instant(event.start)!,
    end: instant(event.end),
    allDay: Boolean(event.allDay),
  }));

/** Events the address holds whose crew is gone: a REQUEST without them would leave them be. */
const removedFrom = (invitation: InvitationRow, events: CalendarEvent[]): HeldEvent[] => {
  const current = new Set(events.map((event) => event.id));
  return invitation.heldEvents.filter((held) => !current.has(held.id));
};

const toDto = (row: InvitationRow): CalendarInvitation => ({
  email: row.email,
  sequence: row.sequence,
  sentAt: row.sentAt.toISOString(),
});

type Method = ICalCalendarMethod.REQUEST | ICalCalendarMethod.CANCEL;

/**
 * Mails events to one address as an iCalendar object with a method (RFC 5546): the tenant
 * organises, the address is the one attendee, and every event carries the invitation's
 * SEQUENCE, so Google Calendar and Outlook replace what they hold instead of adding a copy.
 * One method per object: a REQUEST cannot remove an event, so removals go as their own CANCEL.
 */
const deliver = async (
  ctx: InvitationContext,
  project: ProjectShifts,
  invitation: InvitationRow,
  mail: { kind: 'calendarInvitation' | 'calendarUpdate' | 'calendarCancel'; method: Method },
  events: CalendarEvent[],
) => {
  const organizer = { name: ctx.tenant.name, email: systemSender(ctx.tenant) };
  const cancel = mail.method === ICalCalendarMethod.CANCEL;
  const attendee = {
    email: invitation.email,
    role: ICalAttendeeRole.REQ,
    status: ICalAttendeeStatus.NEEDSACTION,
    rsvp: !cancel,
  };
  const ics = writeCalendar({
    name: `${project.number} ${project.name}`,
    prodId: '//Crewhub//Calendar invitations//EN',
    method: mail.method,
    events: events.map((event) => ({
      ...event,
      sequence: invitation.sequence,
      organizer,
      attendees: [attendee],
      ...(cancel ? { status: ICalEventStatus.CANCELLED } : {}),
    })),
  });
  const file = await storeFile(ctx.tx, ctx, {
    bytes: Buffer.from(ics, 'utf8'),
    filename: `${project.number}${cancel ? '-cancelled' : ''}.ics`,
    // The method travels in the content type: the outbox sends it as the mail's calendar part.
    contentType: `text/calendar; method=${mail.method}`,
  });
  await ctx.mailer.send(ctx.tx, ctx.tenant, {
    to: invitation.email,
    content: { kind: mail.kind, projectNumber: project.number, projectName: project.name },
    attachments: [file.id],
  });
};

/** A removed crew's event as the address got it, to be cancelled by its UID. */
const cancelledEvent = (held: HeldEvent, stamp: Date): CalendarEvent => ({
  id: held.id,
  stamp,
  summary: held.summary,
  start: new Date(held.start),
  end: held.end ? new Date(held.end) : null,
  allDay: held.allDay,
});

/**
 * Sends an address what changed since its last send, all under its next SEQUENCE: a CANCEL for
 * the events whose crew was removed, then the remaining shifts as a REQUEST (if any remain).
 */
const deliverChange = async (
  ctx: InvitationContext,
  project: ProjectShifts,
  invitation: InvitationRow,
  removed: HeldEvent[],
  kind: 'calendarInvitation' | 'calendarUpdate',
) => {
  if (removed.length > 0) {
    const stamp = ctx.clock.now();
    await deliver(
      ctx,
      project,
      invitation,
      { kind: 'calendarCancel', method: ICalCalendarMethod.CANCEL },
      removed.map((held) => cancelledEvent(held, stamp)),
    );
  }
  if (project.events.length > 0) {
    await deliver(
      ctx,
      project,
      invitation,
      { kind, method: ICalCalendarMethod.REQUEST },
      project.events,
    );
  }
};

/**
 * Sends the project's shifts to an address. Sending again after a change raises the SEQUENCE;
 * sending again unchanged repeats the one the address holds.
 */
export const sendCalendarInvitation = async (
  ctx: InvitationContext,
  project: ProjectShifts,
  email: string,
): Promise<CalendarInvitation> => {
  if (project.events.length === 0) {
    throw new AppError('PROJECT_HAS_NO_SHIFTS', 'The project has no crews to invite to yet');
  }
  const tenantId = ctx.tenant.id;
  const address = email.trim().toLowerCase();
  const fingerprint = fingerprintOf(project.events);
  const sentAt = ctx.clock.now();
  const heldEvents = heldOf(project.events);
  const existing = await calendarInvitationsRepository.findForChange(
    ctx.tx,
    tenantId,
    project.id,
    address,
  );
  const removed = existing ? removedFrom(existing, project.events) : [];
  const invitation = existing
    ? await calendarInvitationsRepository.markSent(ctx.tx, tenantId, existing.id, {
        sequence: existing.fingerprint === fingerprint ? existing.sequence : existing.sequence + 1,
        fingerprint,
        heldEvents,
        sentAt,
      })
    : await calendarInvitationsRepository.insert(ctx.tx, {
        tenantId,
        projectId: project.id,
        email: address,
        sequence: 0,
        fingerprint,
        heldEvents,
        sentAt,
      });
  await deliverChange(ctx, project, invitation, removed, 'calendarInvitation');
  return toDto(invitation);
};

/** GET /projects/{number}/calendarInvitations: who holds the shifts, by address. */
export const listCalendarInvitations = async (
  tx: Executor,
  tenantId: number,
  projectId: number,
): Promise<CalendarInvitation[]> =>
  (await calendarInvitationsRepository.ofProject(tx, tenantId, projectId)).map(toDto);

/**
 * After a change that may move a project's shifts: queues one update of its invitations, if it
 * has any and none is waiting already. The update itself compares what each address holds.
 */
export const queueCalendarInvitationUpdate = async (
  ctx: Pick<RequestContext, 'tx' | 'tenant' | 'clock'>,
  projectId: number,
) => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  if (!(await calendarInvitationsRepository.hasAny(tx, tenantId, projectId))) return;
  if (await calendarInvitationsRepository.updateQueued(tx, tenantId, projectId)) return;
  await queueOutboxJob(tx, {
    tenantId,
    kind: 'calendarInvitations',
    payload: { projectId },
    runAfter: new Date(ctx.clock.now().getTime() + updateDelayMs),
  });
};

/**
 * Sends the changed shifts to every address that holds an older version, with the same UIDs
 * and the next SEQUENCE; the events of removed crews are cancelled (a project whose crews all
 * went cancels everything). Addresses that already hold these shifts get nothing.
 */
export const sendCalendarInvitationUpdates = async (
  ctx: InvitationContext,
  project: ProjectShifts,
) => {
  const tenantId = ctx.tenant.id;
  const fingerprint = fingerprintOf(project.events);
  const heldEvents = heldOf(project.events);
  const invitations = await calendarInvitationsRepository.ofProject(ctx.tx, tenantId, project.id);
  for (const stale of invitations.filter((row) => row.fingerprint !== fingerprint)) {
    const removed = removedFrom(stale, project.events);
    const invitation = await calendarInvitationsRepository.markSent(ctx.tx, tenantId, stale.id, {
      sequence: stale.sequence + 1,
      fingerprint,
      heldEvents,
      sentAt: ctx.clock.now(),
    });
    await deliverChange(ctx, project, invitation, removed, 'calendarUpdate');
  }
};
