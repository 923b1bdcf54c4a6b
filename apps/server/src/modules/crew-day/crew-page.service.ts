import type { RequestContext } from '../../lib/request-context';
import {
  checkInWindow,
  checkOutWindow,
  type CrewDayMember,
  type CrewPage,
  type DeliveryNoteStatus,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { signedFileUrl } from '../files';
import { crewContacts, crewContactsOfCrew } from '../jobs';
import { loadCrewAccess, type CrewAccess } from './crew-access';
import type { DeliveryNoteRow } from './crew-day.repository';
import { memberInterval, toCrewMember } from './crew-members';

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

export const deliveryNoteStatus = (
  ctx: RequestContext,
  note: DeliveryNoteRow | null,
): DeliveryNoteStatus => ({
  signedAt: iso(note?.signedAt),
  signerName: note?.signerName ?? null,
  rating: note?.rating ?? null,
  comment: note?.comment ?? null,
  releasedAt: iso(note?.releasedAt),
  downloaded: note?.downloaded ?? false,
  sentAt: iso(note?.sentAt),
  signedFileUrl: note?.signedFileId ? signedFileUrl(ctx, note.signedFileId) : null,
});

/** What the caller can do on the crew page: their own job and its check-in windows. */
const viewerOf = (access: CrewAccess): CrewPage['viewer'] => {
  const mine = access.own.find((row) => !row.checkOutAt) ?? access.own[0];
  if (!mine) {
    return {
      role: access.role,
      assignmentId: null,
      checkInAt: null,
      checkOutAt: null,
      startsAt: null,
      timeZone: null,
      checkInOpensAt: null,
      checkInClosesAt: null,
      checkOutClosesAt: null,
    };
  }
  const interval = memberInterval(mine);
  const checkIn = checkInWindow(interval);
  return {
    role: access.role,
    assignmentId: mine.id,
    checkInAt: iso(mine.checkInAt),
    checkOutAt: iso(mine.checkOutAt),
    startsAt: interval.start.toISOString(),
    timeZone: mine.timeZone,
    checkInOpensAt: checkIn.start.toISOString(),
    checkInClosesAt: checkIn.end.toISOString(),
    checkOutClosesAt: checkOutWindow(interval, mine.checkInAt ?? interval.start).end.toISOString(),
  };
};

export const buildCrewPage = async (
  tx: Executor,
  ctx: RequestContext,
  access: CrewAccess,
): Promise<CrewPage> => {
  const { crew } = access;
  const contacts = crewContacts(await crewContactsOfCrew(tx, ctx.tenant.id, crew.id));
  return {
    id: crew.id,
    name: crew.name,
    date: crew.date,
    shift: crew.shift,
    project: { id: crew.projectId, number: crew.projectNumber, name: crew.projectName },
    location: contacts.location,
    crewChief: contacts.crewChief,
    contactOnSite: contacts.contactOnSite,
    viewer: viewerOf(access),
    members: access.members.map(toCrewMember),
    deliveryNote: deliveryNoteStatus(ctx, crew.note),
  };
};

/** GET /projectCrews/{id}: the crew page for its chief, members, planners and project guests. */
export const getCrewPage = async (ctx: RequestContext, crewId: number): Promise<CrewPage> =>
  buildCrewPage(ctx.tx, ctx, await loadCrewAccess(ctx.tx, ctx, crewId));

/** The contact page of one crew member. */
export const getCrewMember = async (
  ctx: RequestContext,
  crewId: number,
  personId: number,
): Promise<CrewDayMember> => {
  const { tx } = ctx;
  const access = await loadCrewAccess(tx, ctx, crewId);
  const member = access.members.find((row) => row.personId === personId);
  if (!member) throw notFound('Crew member');
  return toCrewMember(member);
};
