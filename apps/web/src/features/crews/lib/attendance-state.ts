import type { CrewPage } from '@crewhub/shared';

export type AttendanceKind = 'check_in' | 'check_out';

type Viewer = CrewPage['viewer'];

/** Where the person stands for checking in or out, from the crew page and the clock. */
export type AttendanceState =
  | { status: 'notOnCrew' }
  | { status: 'done'; at: string }
  | { status: 'needsCheckIn' }
  | { status: 'tooEarly'; opensAt: string }
  | { status: 'notStarted'; startsAt: string }
  | { status: 'closed'; closedAt: string }
  | { status: 'open'; closesAt: string | null };

const after = (now: Date, instant: string | null) =>
  instant !== null && now.getTime() > new Date(instant).getTime();

const before = (now: Date, instant: string | null) =>
  instant !== null && now.getTime() < new Date(instant).getTime();

/**
 * The same windows the server applies (shared job rules): check-in from two hours before the
 * shift until it ends, check-out from the start (after check-in) until six hours after the end.
 */
export const attendanceState = (
  kind: AttendanceKind,
  viewer: Viewer,
  now: Date,
): AttendanceState => {
  if (viewer.assignmentId === null) return { status: 'notOnCrew' };
  if (kind === 'check_in') {
    if (viewer.checkInAt) return { status: 'done', at: viewer.checkInAt };
    if (viewer.checkInOpensAt && before(now, viewer.checkInOpensAt)) {
      return { status: 'tooEarly', opensAt: viewer.checkInOpensAt };
    }
    if (viewer.checkInClosesAt && after(now, viewer.checkInClosesAt)) {
      return { status: 'closed', closedAt: viewer.checkInClosesAt };
    }
    return { status: 'open', closesAt: viewer.checkInClosesAt };
  }
  if (viewer.checkOutAt) return { status: 'done', at: viewer.checkOutAt };
  if (!viewer.checkInAt) return { status: 'needsCheckIn' };
  if (viewer.startsAt && before(now, viewer.startsAt)) {
    return { status: 'notStarted', startsAt: viewer.startsAt };
  }
  if (viewer.checkOutClosesAt && after(now, viewer.checkOutClosesAt)) {
    return { status: 'closed', closedAt: viewer.checkOutClosesAt };
  }
  return { status: 'open', closesAt: viewer.checkOutClosesAt };
};
