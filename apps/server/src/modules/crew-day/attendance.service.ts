import type { RequestContext } from '../../lib/request-context';
import {
  canSignOff,
  evaluateCheckIn,
  evaluateCheckOut,
  type CrewPage,
  type LiveLocation,
  type LiveLocationInput,
  type LiveLocationResult,
  type SetProposedHoursInput,
} from '@crewhub/shared';
import { AppError } from '../../lib/app-error';
import {
  crewNonGuestRoles,
  loadChiefAccess,
  loadCrewAccess,
  loadCrewAccessAs,
  ownWorkingAssignment,
} from './crew-access';
import { crewDayRepository, type AssignmentUpdate } from './crew-day.repository';
import { memberInterval, toCrewMember } from './crew-members';
import { buildCrewPage } from './crew-page.service';

const toLiveLocation = (
  row: Awaited<ReturnType<typeof crewDayRepository.insertLiveLocation>>,
): LiveLocation => ({
  id: row.id,
  personId: row.personId,
  kind: row.kind,
  latitude: row.latitude,
  longitude: row.longitude,
  accuracy: row.accuracy,
  recordedAt: row.recordedAt.toISOString(),
});

/**
 * POST liveLocations: check-in, check-out or a position ping from the browser. Times come from
 * the server clock, never the device, and must fall in the window around the shift.
 */
export const recordLiveLocation = async (
  ctx: RequestContext,
  crewId: number,
  input: LiveLocationInput,
): Promise<LiveLocationResult> => {
  const { tx } = ctx;
  const access = await loadCrewAccess(tx, ctx, crewId);
  const assignment = ownWorkingAssignment(access);
  const now = ctx.clock.now();
  const attendance = { ...assignment, interval: memberInterval(assignment), now };
  const place = { latitude: input.latitude, longitude: input.longitude };
  let update: AssignmentUpdate = {};
  let message = 'Location recorded';
  if (input.kind === 'check_in') {
    const rule = evaluateCheckIn(attendance);
    if (!rule.ok) throw new AppError(rule.code, rule.message);
    update = {
      checkInAt: now,
      checkInLatitude: place.latitude,
      checkInLongitude: place.longitude,
    };
    message = rule.message;
  } else if (input.kind === 'check_out') {
    const rule = evaluateCheckOut(attendance);
    if (!rule.ok) throw new AppError(rule.code, rule.message);
    update = {
      checkOutAt: now,
      checkOutLatitude: place.latitude,
      checkOutLongitude: place.longitude,
    };
    message = rule.message;
  } else if (!assignment.checkInAt || assignment.checkOutAt) {
    throw new AppError('NOT_CHECKED_IN', 'Locations are only shared while checked in');
  }
  if (input.kind !== 'ping') {
    await crewDayRepository.updateAssignments(tx, ctx.tenant.id, [assignment.id], update);
  }
  const row = await crewDayRepository.insertLiveLocation(tx, {
    tenantId: ctx.tenant.id,
    projectCrewId: crewId,
    personId: assignment.personId,
    kind: input.kind,
    ...place,
    accuracy: input.accuracy ?? null,
    recordedAt: now,
  });
  return {
    message,
    liveLocation: toLiveLocation(row),
    member: toCrewMember({ ...assignment, ...update }),
  };
};

/** The crew chief and planners see everyone's locations; a member sees their own. */
export const listLiveLocations = async (
  ctx: RequestContext,
  crewId: number,
): Promise<LiveLocation[]> => {
  const { tx } = ctx;
  const access = await loadCrewAccessAs(
    tx,
    ctx,
    crewId,
    crewNonGuestRoles,
    'Guests cannot see crew locations',
  );
  const onlyOwn = access.role === 'member' ? ctx.auth.personId : null;
  const rows = await crewDayRepository.liveLocations(tx, ctx.tenant.id, crewId, onlyOwn);
  return rows.map(toLiveLocation);
};

/** The crew chief signs off worked hours: proposed paid and charged hours per member. */
export const setProposedHours = async (
  ctx: RequestContext,
  crewId: number,
  input: SetProposedHoursInput,
): Promise<CrewPage> => {
  const { tx } = ctx;
  const access = await loadChiefAccess(tx, ctx, crewId);
  const members = new Map(access.members.map((row) => [row.id, row]));
  const issues = input.items.flatMap((item, index) =>
    members.has(item.assignmentId)
      ? []
      : [{ field: `body.items.${index}.assignmentId`, message: 'Not a member of this crew' }],
  );
  if (issues.length) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
  const now = ctx.clock.now();
  for (const item of input.items) {
    const rule = canSignOff(memberInterval(members.get(item.assignmentId)!), now);
    if (!rule.ok) throw new AppError(rule.code, rule.message);
  }
  for (const item of input.items) {
    await crewDayRepository.updateAssignments(tx, ctx.tenant.id, [item.assignmentId], {
      proposedPaidHours: String(item.proposedPaidHours),
      proposedChargedHours: String(item.proposedChargedHours),
      signedOffAt: now,
      signedOffByPersonId: ctx.auth.personId,
    });
  }
  return buildCrewPage(tx, ctx, await loadCrewAccess(tx, ctx, crewId));
};
