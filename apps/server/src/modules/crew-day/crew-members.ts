import { contactCard, jobInterval, workedHours, type CrewDayMember } from '@crewhub/shared';
import type { AssignmentRow } from './crew-day.repository';

const iso = (value: Date | null) => value?.toISOString() ?? null;
const hours = (value: string | null) => (value === null ? null : Number(value));

export const memberInterval = (row: AssignmentRow) => jobInterval(row, row.timeZone);

export const toCrewMember = (row: AssignmentRow): CrewDayMember => {
  const interval = memberInterval(row);
  return {
    assignmentId: row.id,
    personId: row.personId,
    functionName: row.functionName,
    status: row.status,
    spare: row.spare,
    contact: contactCard({
      personId: row.personId,
      name: `${row.firstName} ${row.lastName}`,
      phone: row.phone,
      email: row.email,
    }),
    startsAt: interval.start.toISOString(),
    endsAt: interval.end.toISOString(),
    checkInAt: iso(row.checkInAt),
    checkOutAt: iso(row.checkOutAt),
    timeZone: row.timeZone,
    workedHours: workedHours(row.checkInAt, row.checkOutAt),
    proposedPaidHours: hours(row.proposedPaidHours),
    proposedChargedHours: hours(row.proposedChargedHours),
    signedOffAt: iso(row.signedOffAt),
  };
};
