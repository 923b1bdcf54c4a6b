// What other modules may use from project-exports; everything else stays inside the module.
export { documentLanguageFor } from '../tenants';
export { crewPapersArchive } from './project-files.service';
export { zipContentType } from './zip';
export { managedProjectEvents } from './managed-projects-calendar';
export { buildSheet, xlsxContentType, type SheetColumn } from './spreadsheets';
export { createCalendarInvitationHandler } from './project-invitations.service';
