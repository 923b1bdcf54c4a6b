import {
  addDays,
  zonedTimeToUtc,
  type CrewItemStatus,
  type VacationRequestStatus,
} from '@crewhub/shared';
import { ICalEventStatus, type CalendarEvent } from '../../lib/ical';
import type { DocumentTexts } from '../../lib/i18n/document-texts';
import type { AppointmentRow } from '../appointments';
import type { BlockDateRow, VacationRequestRow } from '../availability';
import { intervalOf, type JobRow } from '../jobs';

const jobStatus: Record<CrewItemStatus, ICalEventStatus> = {
  applied: ICalEventStatus.TENTATIVE,
  requested: ICalEventStatus.TENTATIVE,
  spare: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  no_show: ICalEventStatus.CONFIRMED,
  not_needed: ICalEventStatus.CANCELLED,
  cancelled: ICalEventStatus.CANCELLED,
};

const vacationStatus: Record<VacationRequestStatus, ICalEventStatus> = {
  requested: ICalEventStatus.TENTATIVE,
  approved: ICalEventStatus.CONFIRMED,
  rejected: ICalEventStatus.CANCELLED,
};

/** Whole days as DATE values: the end is exclusive, the day after the last one. */
const wholeDays = (row: { startDate: string; endDate: string | null }) => ({
  start: new Date(`${row.startDate}T00:00:00Z`),
  end: new Date(`${addDays(row.endDate ?? row.startDate, 1)}T00:00:00Z`),
  allDay: true,
});

const jobEvent = (row: JobRow, texts: DocumentTexts, host: string): CalendarEvent => {
  const statusWord = texts.crewItemStatus[row.status];
  // Time off booked by the office (sickness, a day off) covers whole days.
  const when = row.internalKind ? wholeDays(row) : intervalOf(row);
  return {
    id: `job-${row.id}@${host}`,
    summary: row.internalKind
      ? row.projectName
      : `${row.functionName} · ${row.projectName} (${statusWord})`,
    description: [
      `${row.projectNumber} ${row.projectName}`,
      [row.crewName, row.shift].filter(Boolean).join(' · '),
      `${texts.columns.status}: ${statusWord}`,
    ]
      .filter(Boolean)
      .join('\n'),
    location: [row.locationName, row.locationCity].filter(Boolean).join(', ') || null,
    status: jobStatus[row.status],
    ...when,
  };
};

/** An appointment the person has not declined: tentative until accepted. */
const appointmentEvent = (row: AppointmentRow, host: string): CalendarEvent => ({
  id: `appointment-${row.id}@${host}`,
  summary: row.subject,
  description: [row.notes, row.videoLink].filter(Boolean).join('\n') || null,
  location: row.place,
  status: row.status === 'accepted' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
  start: zonedTimeToUtc(row.date, row.startTime, row.timeZone),
  end: zonedTimeToUtc(row.date, row.endTime, row.timeZone),
});

/** A person's feed: every job with its status, blocked dates, vacation requests and appointments. */
export const personalFeedEvents = (data: {
  jobs: JobRow[];
  blocks: BlockDateRow[];
  vacations: VacationRequestRow[];
  appointments: AppointmentRow[];
  texts: DocumentTexts;
  host: string;
}): CalendarEvent[] => {
  const { texts, host } = data;
  return [
    ...data.jobs.map((row) => jobEvent(row, texts, host)),
    ...data.blocks.map((row) => ({
      id: `block-date-${row.id}@${host}`,
      summary: `${texts.calendar.blocked}: ${row.reason}`,
      ...wholeDays(row),
    })),
    ...data.vacations.map((row) => ({
      id: `vacation-${row.id}@${host}`,
      summary: `${row.unpaid ? texts.calendar.unpaidVacation : texts.calendar.vacation} (${
        texts.calendar.vacationStatus[row.status]
      })`,
      description: row.comment,
      status: vacationStatus[row.status],
      ...wholeDays(row),
    })),
    ...data.appointments.map((row) => appointmentEvent(row, host)),
  ];
};
