import type { HomeDashboard } from '@crewhub/shared';

/** A home with nothing to show but the help centre shortcut; tests add the blocks they need. */
export const emptyHome: HomeDashboard = {
  lastVisitAt: null,
  warnings: [],
  now: [],
  ongoingProjects: [],
  changes: [],
  jobsToConfirm: [],
  payrollsToConfirm: [],
  formsToFill: [],
  unsignedDeliveryNotes: [],
  documentsToSign: [],
  documentsToUpload: [],
  appointments: [],
  ongoingAndNextJobs: [],
  informationLinks: [],
  shortcuts: [{ key: 'helpCenter', title: 'Help centre', path: '/HelpCenter' }],
  planner: null,
  office: null,
  client: null,
};
