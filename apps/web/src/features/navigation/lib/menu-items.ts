import {
  hasRight,
  isClient,
  isCrew,
  isGuestTokenType,
  isOffice,
  isPlanner,
  type LoginTypeCode,
  type Resource,
  type TokenType,
  type UserRights,
} from '@crewhub/shared';
import { paths, type PathKey } from '@/config/paths';

export type MenuContext = {
  tokenType: TokenType;
  loginTypes: readonly LoginTypeCode[];
  rights: UserRights;
  /** Temporary persons (new hires, applicants) get vacancies and their profile. */
  temporary: boolean;
  /** Tenant name for the one-crew-one-tree page, when it has one. */
  oneCrewOneTreeTitle: string | null;
  plusCrewNumber?: string | null;
};

export type MenuItem = {
  key: PathKey;
  /** Stable kebab-case id, used for `data-testid="menu-item-<id>"`. */
  id: string;
  href: string;
  /** Overrides the route title (the tenant may name the one-crew-one-tree page). */
  label?: string;
};

type Rule = { key: PathKey; visible: (context: MenuContext) => boolean };

const always = () => true;
const can =
  (resource: Resource) =>
  ({ rights }: MenuContext): boolean =>
    hasRight(rights, resource, 'READ');
const all =
  (...checks: ((context: MenuContext) => boolean)[]) =>
  (context: MenuContext): boolean =>
    checks.every((check) => check(context));
const clientOrPlanner = ({ loginTypes }: MenuContext) =>
  isClient(loginTypes) || isPlanner(loginTypes);
const client = ({ loginTypes }: MenuContext) => isClient(loginTypes);
const crew = ({ loginTypes }: MenuContext) => isCrew(loginTypes);
const planner = ({ loginTypes }: MenuContext) => isPlanner(loginTypes);
const clientOrOffice = ({ loginTypes }: MenuContext) =>
  isClient(loginTypes) || isOffice(loginTypes);
const temporary = ({ temporary: isTemporary }: MenuContext) => isTemporary;
const office = ({ loginTypes }: MenuContext) => isOffice(loginTypes);
const plannerOrOffice = (context: MenuContext) => planner(context) || office(context);
// Crew are invited to appointments; the office and planners make them.
const withAppointments = (context: MenuContext) =>
  crew(context) || planner(context) || office(context);
const canReadAll =
  (resource: Resource) =>
  ({ rights }: MenuContext): boolean =>
    hasRight(rights, resource, 'READ', 'ALL');
// Crew read their own contracts; the office, reading everybody's, records and changes them.
const contractsOfCrewOrOffice = (context: MenuContext) =>
  (crew(context) && can('staffContracts')(context)) ||
  (office(context) && canReadAll('staffContracts')(context));
// Planners (projects) and the office (invoices) work with every client, so they get the list.
const readsAllClients = (context: MenuContext): boolean =>
  canReadAll('projects')(context) || canReadAll('invoices')(context);
const canEdit =
  (resource: Resource) =>
  ({ rights }: MenuContext): boolean =>
    hasRight(rights, resource, 'EDIT', 'ALL');

/** The side menu for users, in display order, each entry by login type and rights. */
const userRules: readonly Rule[] = [
  { key: 'home', visible: always },
  { key: 'planningCalendar', visible: all(clientOrPlanner, can('planningCalendar')) },
  { key: 'projects', visible: all(clientOrPlanner, can('projects')) },
  { key: 'plannerCrew', visible: all(clientOrPlanner, can('crews')) },
  { key: 'membershipCrews', visible: all(clientOrPlanner, can('membershipCrews')) },
  { key: 'planningCrewItemList', visible: all(client, can('planningCrewItemList')) },
  { key: 'invoices', visible: can('invoices') },
  { key: 'companies', visible: all(plannerOrOffice, readsAllClients) },
  { key: 'jobs', visible: crew },
  { key: 'personalCalendar', visible: crew },
  { key: 'appointments', visible: withAppointments },
  { key: 'trainings', visible: can('training') },
  { key: 'mobileDocuments', visible: can('mobileDocuments') },
  { key: 'payrolls', visible: all(crew, can('payrolls')) },
  { key: 'contracts', visible: contractsOfCrewOrOffice },
  { key: 'crewInfo', visible: all(crew, can('crewInfo')) },
  { key: 'plusCrews', visible: can('plusCrews') },
  { key: 'receipts', visible: can('receipts') },
  { key: 'projectsCalendar', visible: all(clientOrPlanner, can('projects')) },
  { key: 'mailbox', visible: all(clientOrOffice, can('mailboxes')) },
  { key: 'profileApprovals', visible: all(office, canEdit('personProfiles')) },
  { key: 'documentApprovals', visible: all(office, canEdit('projectAttachments')) },
  { key: 'todoCalendar', visible: all(planner, can('toDoCalendar')) },
  { key: 'projectVacancies', visible: all(temporary, can('mobileProjectVacancies')) },
  { key: 'vacancies', visible: can('vacancies') },
  { key: 'profile', visible: temporary },
  { key: 'oneXOneTree', visible: can('oneXOneTree') },
  { key: 'helpCenter', visible: always },
  { key: 'version', visible: always },
];

export const kebabCase = (key: string): string =>
  key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const itemFor = (key: PathKey, href: string, label?: string): MenuItem => ({
  key,
  id: kebabCase(key),
  href,
  ...(label ? { label } : {}),
});

/** Menu entries a user or guest sees, in order. */
export const menuItemsFor = (context: MenuContext): MenuItem[] => {
  if (isGuestTokenType(context.tokenType)) {
    // Guests see only the plus-crew data entry, which exists only for plus-crew guests.
    const number = context.plusCrewNumber;
    return number ? [itemFor('plusCrewData', paths.plusCrewData.getHref({ number }))] : [];
  }
  return userRules
    .filter((rule) => rule.visible(context))
    .map(({ key }) =>
      key === 'oneXOneTree'
        ? itemFor(key, paths.oneXOneTree.getHref(), context.oneCrewOneTreeTitle ?? undefined)
        : itemFor(key, paths[key].path),
    );
};
