import type { ProjectListParams } from './get-projects';

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: ProjectListParams) => [...projectKeys.lists(), params] as const,
  detail: (number: string) => [...projectKeys.all, 'detail', number] as const,
  /** Crews, positions and bookings of one project: invalidated together after planning. */
  planning: (number: string) => [...projectKeys.all, 'planning', number] as const,
  crews: (number: string) => [...projectKeys.planning(number), 'crews'] as const,
  positions: (number: string) => [...projectKeys.planning(number), 'positions'] as const,
  booking: (number: string) => [...projectKeys.planning(number), 'booking'] as const,
  crewAssignments: (number: string, crewId: number) =>
    [...projectKeys.planning(number), 'assignments', crewId] as const,
  calendarLink: (number: string) => [...projectKeys.all, 'calendar-link', number] as const,
  calendarInvitations: (number: string) =>
    [...projectKeys.all, 'calendar-invitations', number] as const,
  password: (number: string) => [...projectKeys.all, 'password', number] as const,
  /** Every document list: all projects' and the office's queue of uploads to approve. */
  everyAttachment: () => [...projectKeys.all, 'attachments'] as const,
  guestVisits: (number: string) => [...projectKeys.password(number), 'visits'] as const,
  /** Every document list of one project. */
  allAttachments: (number: string) => [...projectKeys.everyAttachment(), number] as const,
  uploadsToApprove: () => [...projectKeys.everyAttachment(), 'to-approve'] as const,
  attachments: (number: string, kind: string) =>
    [...projectKeys.allAttachments(number), kind] as const,
  types: () => [...projectKeys.all, 'types'] as const,
  documentTypes: () => ['document-types'] as const,
  contacts: () => ['contacts', 'list'] as const,
  locations: () => ['locations', 'list'] as const,
  rateCards: () => ['rate-cards'] as const,
};
