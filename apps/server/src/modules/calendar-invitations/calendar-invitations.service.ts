import { createHash } from 'node:crypto';
import type { CalendarInvitation } from '@crewhub/shared';
import { ICalAttendeeRole, ICalAttendeeStatus } from 'ical-generator';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ICalCalendarMethod, writeCalendar, type CalendarEvent } from '../../lib/ical';
import { systemSender } from '../../lib/mailer';
import type { RequestContext } from '../../lib/request-context';
import { storeFile } from '../files';
import { queueOutboxJob } from '../mail';
import {
  calendarInvitationsRepository,
  type InvitationRow,
} from './calendar-invitations.repository';

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

const toDto = (row: InvitationRow): CalendarInvitation => ({
  email: row.email,
  sequence: row.sequence,
  sentAt: row.sentAt.toISOString(),
});

/**
 * Mails the shifts to one address as an iCalendar REQUEST (RFC 5546): the tenant organises,
 * the address is the one attendee, and every event carries the invitation's SEQUENCE, so
 * Google Calendar and Outlook replace what they hold instead of adding a second copy.
 */
const deliver = async (
  ctx: InvitationContext,
  project: ProjectShifts,
  invitation: InvitationRow,
  kind: 'calendarInvitation' | 'calendarUpdate',
) => {
  const organizer = { name: ctx.tenant.name, email: systemSender(ctx.tenant) };
  const attendee = {
    email: invitation.email,
    role: ICalAttendeeRole.REQ,
    status: ICalAttendeeStatus.NEEDSACTION,
    rsvp: true,
  };
  const ics = writeCalendar({
    name: `${project.number} ${project.name}`,
    prodId: '//Crewhub//Calendar invitations//EN',
    method: ICalCalendarMethod.REQUEST,
    events: project.events.map((event) => ({
      ...event,
      sequence: invitation.sequence,
      organizer,
      attendees: [attendee],
    })),
  });
  const file = await storeFile(ctx.tx, ctx, {
    bytes: Buffer.from(ics, 'utf8'),
    filename: `${project.number}.ics`,
    // The method travels in the content type: the outbox sends it as the mail's calendar part.
    contentType: 'text/calendar; method=REQUEST',
  });
  await ctx.mailer.send(ctx.tx, ctx.tenant, {
    to: invitation.email,
    content: { kind, projectNumber: project.number, projectName: project.name },
    attachments: [file.id],
  });
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
  const existing = await calendarInvitationsRepository.findForChange(
    ctx.tx,
    tenantId,
    project.id,
    address,
  );
  const invitation = existing
    ? await calendarInvitationsRepository.markSent(ctx.tx, tenantId, existing.id, {
        sequence: existing.fingerprint === fingerprint ? existing.sequence : existing.sequence + 1,
        fingerprint,
        sentAt,
      })
    : await calendarInvitationsRepository.insert(ctx.tx, {
        tenantId,
        projectId: project.id,
        email: address,
        sequence: 0,
        fingerprint,
        sentAt,
      });
  await deliver(ctx, project, invitation, 'calendarInvitation');
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
 * and the next SEQUENCE. Addresses that already hold these shifts get nothing.
 */
export const sendCalendarInvitationUpdates = async (
  ctx: InvitationContext,
  project: ProjectShifts,
) => {
  // A project whose crews were all removed has nothing to send; its last shifts stay put.
  if (project.events.length === 0) return;
  const tenantId = ctx.tenant.id;
  const fingerprint = fingerprintOf(project.events);
  const invitations = await calendarInvitationsRepository.ofProject(ctx.tx, tenantId, project.id);
  for (const stale of invitations.filter((row) => row.fingerprint !== fingerprint)) {
    const invitation = await calendarInvitationsRepository.markSent(ctx.tx, tenantId, stale.id, {
      sequence: stale.sequence + 1,
      fingerprint,
      sentAt: ctx.clock.now(),
    });
    await deliver(ctx, project, invitation, 'calendarUpdate');
  }
};
