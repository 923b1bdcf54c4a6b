import { generatePath, type PathParam } from 'react-router';

type HrefParams<P extends string> = NonNullable<Parameters<typeof generatePath<P>>[1]>;
type HrefArgs<P extends string> = [PathParam<P>] extends [never] ? [] : [params: HrefParams<P>];

const route = <P extends string>(path: P) => ({
  path,
  getHref: (...[params]: HrefArgs<P>): string => generatePath(path, params),
});

const routes = {
  // Public: reachable without logging in.
  login: route('/login'),
  forgottenPassword: route('/forgotten-password'),
  renewPassword: route('/renew-password'),
  resetPassword: route('/forgottenPassword/:token'),
  welcome: route('/welcome/:token'),
  unsubscribe: route('/unsubscribe/:token'),
  publicPayrolls: route('/public/payrolls'),
  publicPayroll: route('/public/payrolls/:number'),
  publicCrewProfile: route('/public/crew-profile/:personId'),
  // Login required.
  home: route('/'),
  version: route('/version'),
  helpCenter: route('/HelpCenter'),
  help: route('/help'),
  oneXOneTree: route('/oneXOneTree'),
  jobs: route('/jobs'),
  job: route('/jobs/:id'),
  jobCrewChiefDocuments: route('/jobs/:id/crew-chief-documents'),
  jobContactProjectManager: route('/jobs/:id/contact-project-manager'),
  personalCalendar: route('/personal-calendar'),
  appointments: route('/appointments'),
  appointment: route('/appointments/:id'),
  crew: route('/crews/:id'),
  crewChiefJob: route('/crews/:id/crew-chief-job'),
  crewChiefLocation: route('/crews/:id/crew-chief-location'),
  crewContactCrewChief: route('/crews/:id/contact-crew-chief'),
  crewContactOnSite: route('/crews/:id/contact-contact-on-site'),
  crewContactMember: route('/crews/:id/contact-crew-member/:contactId'),
  crewCheckIn: route('/crews/:id/check-in'),
  crewCheckOut: route('/crews/:id/check-out'),
  crewSignOff: route('/crews/:id/sign-off'),
  crewDeliveryNote: route('/crews/:id/delivery-note'),
  crewPhotos: route('/crews/:id/photos'),
  crewSecurityCheck: route('/crews/:id/security-check/:formId/:date/:shift'),
  location: route('/locations/:id'),
  payrolls: route('/payrolls'),
  payroll: route('/payrolls/:number'),
  payrollDownload: route('/payrolls/:number/download/:documentType'),
  payrollsDocuments: route('/payrolls-documents'),
  payrollItem: route('/payroll-items/:id'),
  contracts: route('/contracts'),
  contract: route('/contracts/:id'),
  planningCalendar: route('/planning-calendar'),
  planningCrewItemList: route('/planning-crew-item-list'),
  projects: route('/projects'),
  project: route('/projects/:number'),
  projectDocuments: route('/projects/:number/documents'),
  projectContactProjectManager: route('/projects/:number/contact-project-manager'),
  projectsCalendar: route('/projects-calendar'),
  projectVacancies: route('/projects-vacancy'),
  vacancies: route('/vacancies'),
  mailbox: route('/mailbox'),
  emailMessage: route('/email-messages/:id'),
  crewInfo: route('/crew-info'),
  form: route('/forms/:id/:name?/:questionId?'),
  trainings: route('/trainings'),
  document: route('/documents/:id'),
  todoCalendar: route('/todo-calendar'),
  membershipCrews: route('/membership-crews'),
  membershipCrew: route('/membership-crews/:id'),
  membershipCrewContact: route('/membership-crews/:id/contact/:personId'),
  crewProfile: route('/crew-profile/:personId'),
  plannerCrew: route('/planner-crew'),
  plusCrews: route('/plus-crews'),
  plusCrew: route('/plus-crews/:number'),
  plusCrewSettings: route('/plus-crews/:number/settings'),
  plusCrewData: route('/plus-crews/:number/data'),
  profile: route('/profile'),
  profileApprovals: route('/profile-approvals'),
  documentApprovals: route('/document-approvals'),
  receipts: route('/receipts'),
  receipt: route('/receipt/:number'),
  invoices: route('/invoices'),
  companies: route('/companies'),
  company: route('/companies/:id'),
  invoice: route('/invoice/:number'),
  mobileDocuments: route('/mobileDocuments'),
} as const;

type Routes = typeof routes;
export type PathKey = keyof Routes;

/**
 * Every route of the product with its translated title key
 * (`common:routes.<key>`); the key also names the page's texts.
 */
export const paths = Object.fromEntries(
  Object.entries(routes).map(([key, value]) => [key, { ...value, titleKey: `routes.${key}` }]),
) as { [K in PathKey]: Routes[K] & { titleKey: `routes.${K}` } };

export const pathKeys = Object.keys(routes) as PathKey[];

/** Routes that work without logging in. */
export const publicPathKeys: ReadonlySet<PathKey> = new Set<PathKey>([
  'login',
  'forgottenPassword',
  'renewPassword',
  'resetPassword',
  'welcome',
  'unsubscribe',
  'publicPayrolls',
  'publicPayroll',
  'publicCrewProfile',
]);
