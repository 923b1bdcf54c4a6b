import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { pathKeys, paths, publicPathKeys, type PathKey } from '@/config/paths';
import { i18n } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { isAllowedForGuest } from '../guards/access-rules';
import { PageLoadError, PageLoadFailed } from '../layouts/page-load-error';
import type { RouteHandle } from './route-handle';
import type { ScreenModule } from './screen-module';

/** Every product path has a screen; each loads as its own chunk. */
const screens = {
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

/**
 * Every component's styles, loaded once: by the first page other than the sign-in form and the
 * home, which bring their own (app/frame-styles.ts, app/first-screen-styles.ts), or by the
 * signed-in frame once it is on screen.
 */
let allStyles: Promise<unknown> | undefined;
export const loadAllStyles = () => (allStyles ??= import('../all-styles'));
const ownStyles: ReadonlySet<PathKey> = new Set(['login', 'home']);

/**
 * Starts loading the screen at `pathname` (and the styles of every screen but the sign-in form)
 * as soon as the app's code runs, so its files arrive together with the frame's instead of after
 * the settings and the offline copy that the router waits for (issue 17). The route's own lazy()
 * then gets the modules already loaded.
 */
export const preloadScreen = (pathname: string): void => {
  const match = matchRoutes(
    pathKeys.map((key) => ({ id: key, path: paths[key].path })),
    pathname,
  )?.at(-1);
  const key = pathKeys.find((pathKey) => pathKey === match?.route.id);
  if (!key) return;
  const loads: Promise<unknown>[] = [
    screens[key]().then((screen: ScreenModule) => i18n.loadNamespaces([...(screen.texts ?? [])])),
  ];
  if (!ownStyles.has(key)) loads.push(loadAllStyles());
  // A file that does not arrive is reported by the route itself, which asks again.
  loads.forEach((load) => load.catch(() => undefined));
};

/** A route's lazy(): the screen's code and styles, with its data's prefetch as the loader. */
export const lazyScreen =
  (
    load: () => Promise<ScreenModule>,
    queryClient: QueryClient,
    isPublic: boolean,
    needsAllStyles = true,
  ) =>
  async () => {
    let screen: ScreenModule;
    try {
      [screen] = await Promise.all([load(), needsAllStyles ? loadAllStyles() : undefined]);
    } catch (error) {
      // The page's files did not arrive. A route whose lazy() fails shows no error element
      // (React Router leaves its outlet empty), so the failure becomes the page itself.
      return { Component: () => <PageLoadFailed error={error} /> };
    }
    const { Component, prefetch } = screen;
    // Private data is only worth asking for with a session that may open the page: the guard
    // sends everyone else away, and a guest's prefetch of a page not theirs would only be a 403.
    const loader = prefetch
      ? ({ request }: LoaderFunctionArgs) => {
          const session = getSession();
          const mayOpen =
            session !== null && isAllowedForGuest(session.claims, new URL(request.url).pathname);
          if (isPublic || mayOpen) void prefetch(queryClient);
          return null;
        }
      : undefined;
    return { Component, loader };
  };

/** One route per product path, each with its title key and access in `handle`. */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  ...pathKeys.map((key): RouteObject => {
    const isPublic = publicPathKeys.has(key);
    const handle: RouteHandle = { key, access: isPublic ? 'public' : 'private' };
    return {
      path: paths[key].path,
      handle,
      errorElement: <PageLoadError />,
      lazy: lazyScreen(screens[key], queryClient, isPublic, !ownStyles.has(key)),
    };
  }),
  {
    path: '*',
    handle: { key: 'notFound', access: 'any' } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./not-found'), queryClient, true),
  },
];
