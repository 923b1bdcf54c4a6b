import type { PathKey } from '@/config/paths';
import type { ScreenModule } from './screen-module';

/**
 * Every product path has a screen; each loads as its own chunk. The build writes beside each
 * import the list of files it needs, and with ~90 screens those lists are ~7 KiB gzip, so they
 * stay out of the app's file (screen-list.ts loads this one).
 */
export const screens = {
  login: () => import('./auth/login'),
  forgottenPassword: () => import('./auth/forgotten-password'),
  renewPassword: () => import('./auth/renew-password'),
  resetPassword: () => import('./auth/reset-password'),
  welcome: () => import('./auth/welcome'),
  home: () => import('./home'),
  // Issue 4: the crew member's day.
  jobs: () => import('./jobs/jobs'),
  job: () => import('./jobs/job'),
  jobCrewChiefDocuments: () => import('./jobs/job-crew-chief-documents'),
  jobContactProjectManager: () => import('./jobs/job-contact-project-manager'),
  personalCalendar: () => import('./personal-calendar'),
  vacancies: () => import('./vacancies'),
  crewInfo: () => import('./crew-info'),
  crewProfile: () => import('./crew-profile'),
  publicCrewProfile: () => import('./public-crew-profile'),
  crew: () => import('./crew-day/crew'),
  crewChiefJob: () => import('./crew-day/crew-chief-job'),
  crewChiefLocation: () => import('./crew-day/crew-chief-location'),
  crewContactCrewChief: () => import('./crew-day/contact-crew-chief'),
  crewContactOnSite: () => import('./crew-day/contact-on-site'),
  crewContactMember: () => import('./crew-day/contact-member'),
  crewCheckIn: () => import('./crew-day/check-in'),
  crewCheckOut: () => import('./crew-day/check-out'),
  crewSignOff: () => import('./crew-day/sign-off'),
  crewDeliveryNote: () => import('./crew-day/delivery-note'),
  crewPhotos: () => import('./crew-day/photos'),
  crewSecurityCheck: () => import('./crew-day/security-check'),
  // Issue 3: projects, crews, positions, locations and the planning calendars.
  projects: () => import('./planning/projects'),
  project: () => import('./planning/project'),
  projectDocuments: () => import('./planning/project-documents'),
  projectContactProjectManager: () => import('./planning/project-contact-project-manager'),
  projectsCalendar: () => import('./planning/projects-calendar'),
  planningCalendar: () => import('./planning/planning-calendar'),
  plannerCrew: () => import('./planning/planner-crew'),
  planningCrewItemList: () => import('./planning/planning-crew-item-list'),
  membershipCrews: () => import('./planning/membership-crews'),
  membershipCrew: () => import('./planning/membership-crew'),
  membershipCrewContact: () => import('./planning/membership-crew-contact'),
  location: () => import('./planning/location'),
  projectVacancies: () => import('./planning/projects-vacancy'),
  todoCalendar: () => import('./planning/todo-calendar'),
  // Documents to sign.
  document: () => import('./documents/document'),
  // Forms to fill.
  form: () => import('./forms/form'),
  // Payrolls.
  payrolls: () => import('./payrolls/payrolls'),
  payroll: () => import('./payrolls/payroll'),
  payrollItem: () => import('./payrolls/payroll-item'),
  payrollDownload: () => import('./payrolls/payroll-download'),
  payrollsDocuments: () => import('./payrolls/payrolls-documents'),
  publicPayrolls: () => import('./payrolls/public-payrolls'),
  publicPayroll: () => import('./payrolls/public-payroll'),
  // Receipts (expense claims).
  receipts: () => import('./receipts/receipts'),
  receipt: () => import('./receipts/receipt'),
  // Mail (issue 13).
  mailbox: () => import('./mail/mailbox'),
  emailMessage: () => import('./mail/email-message'),
  unsubscribe: () => import('./mail/unsubscribe'),
  // Plus crews.
  plusCrews: () => import('./plus-crews/plus-crews'),
  plusCrew: () => import('./plus-crews/plus-crew'),
  plusCrewSettings: () => import('./plus-crews/plus-crew-settings'),
  plusCrewData: () => import('./plus-crews/plus-crew-data'),
  // Profile and the office's approval queue.
  profile: () => import('./profile/profile'),
  profileApprovals: () => import('./profile/profile-approvals'),
  documentApprovals: () => import('./documents/document-approvals'),
  // Invoices.
  invoices: () => import('./invoices/invoices'),
  invoice: () => import('./invoices/invoice'),
  // Clients: settings, contacts and the crew they value.
  companies: () => import('./companies/companies'),
  company: () => import('./companies/company'),
  // Issue 14: the help centre, under both of its paths.
  helpCenter: () => import('./help-center'),
  help: () => import('./help-center'),
  oneXOneTree: () => import('./one-x-one-tree'),
  trainings: () => import('./trainings'),
  mobileDocuments: () => import('./mobile-documents'),
  // Contracts and working time.
  contracts: () => import('./contracts/contracts'),
  contract: () => import('./contracts/contract'),
  // Appointments with the office or a planner.
  appointments: () => import('./appointments/appointments'),
  appointment: () => import('./appointments/appointment'),
  version: () => import('./version'),
} satisfies Record<PathKey, () => Promise<ScreenModule>>;
