import type { LoginTypeCode, PermissionType, Resource, RightName } from '@crewhub/shared';

type Grant = [Resource, RightName[], PermissionType];

const crew: Grant[] = [
  ['payrolls', ['READ'], 'OWN'],
  ['staffContracts', ['READ'], 'OWN'],
  ['planningCalendar', ['READ'], 'OWN'],
  ['faq', ['READ'], 'ALL'],
  ['receipts', ['READ', 'CREATE', 'DELETE'], 'OWN'],
  ['crewInfo', ['READ'], 'ALL'],
  ['vacancies', ['READ'], 'ALL'],
  // Only temporary crew see the project vacancies menu; the web app checks the flag.
  ['mobileProjectVacancies', ['READ'], 'ALL'],
  ['training', ['READ'], 'OWN'],
  ['mobileDocuments', ['READ'], 'ALL'],
  // OWN: the general rate card, never the prices agreed with a client.
  ['rateCards', ['READ'], 'OWN'],
  ['personProfiles', ['READ', 'EDIT'], 'OWN'],
  ['crews', ['READ'], 'OWN'],
  ['crewProfile', ['READ'], 'OWN'],
  ['oneXOneTree', ['READ'], 'ALL'],
  ['bankTransfers', ['READ'], 'OWN'],
];

const planner: Grant[] = [
  ['planningCalendar', ['READ', 'CREATE', 'EDIT', 'DELETE', 'READSPAREFUNCTION'], 'ALL'],
  ['projects', ['READ', 'CREATE', 'EDIT', 'DELETE', 'EDIT_PROJECT_LOGO'], 'ALL'],
  ['persons', ['READ'], 'ALL'],
  ['membershipCrews', ['READ', 'CREATE', 'EDIT', 'DELETE'], 'ALL'],
  ['crewMemberships', ['CREATE', 'DELETE'], 'ALL'],
  ['toDoCalendar', ['READ', 'CREATE', 'EDIT'], 'ALL'],
  ['crews', ['READ', 'EDIT'], 'ALL'],
  ['crewProfile', ['READ', 'CONTACT'], 'ALL'],
  // EDIT approves or rejects uploads, which needs the ALL scope.
  ['projectAttachments', ['READ', 'CREATE', 'EDIT'], 'ALL'],
  ['plusCrews', ['READ', 'EDIT'], 'ALL'],
  ['faq', ['READ', 'CREATE', 'EDIT'], 'ALL'],
  ['rateCards', ['READ'], 'ALL'],
  ['invoices', ['READ'], 'ALL'],
  ['vacancies', ['READ'], 'ALL'],
  ['mobileProjectVacancies', ['READ'], 'ALL'],
  ['oneXOneTree', ['READ'], 'ALL'],
  // Planners and the office hand out trainings and record completions for everyone.
  ['training', ['READ', 'EDIT'], 'ALL'],
];

const client: Grant[] = [
  ['projects', ['READ', 'CREATE'], 'COMPANY'],
  ['planningCalendar', ['READ'], 'COMPANY'],
  ['planningCrewItemList', ['READ'], 'COMPANY'],
  ['membershipCrews', ['READ', 'CREATE', 'EDIT'], 'COMPANY'],
  ['crewMemberships', ['CREATE', 'DELETE'], 'COMPANY'],
  ['invoices', ['READ'], 'COMPANY'],
  ['mailboxes', ['READ'], 'OWN'],
  ['faq', ['READ'], 'ALL'],
  ['crewProfile', ['READ', 'CONTACT'], 'COMPANY'],
  ['projectAttachments', ['READ'], 'COMPANY'],
  ['oneXOneTree', ['READ'], 'ALL'],
];

const office: Grant[] = [
  ['invoices', ['READ', 'CREATE', 'EDIT'], 'ALL'],
  ['receipts', ['READ', 'CREATE', 'EDIT', 'DELETE'], 'ALL'],
  ['payrolls', ['READ', 'EDIT'], 'ALL'],
  ['staffContracts', ['READ', 'CREATE', 'EDIT'], 'ALL'],
  ['mailboxes', ['READ'], 'ALL'],
  ['persons', ['READ'], 'ALL'],
  ['faq', ['READ', 'CREATE', 'EDIT'], 'ALL'],
  ['bankTransfers', ['READ'], 'ALL'],
  ['rateCards', ['READ', 'EDIT'], 'ALL'],
  ['mobileDocuments', ['READ', 'EDIT'], 'ALL'],
  ['projectAttachments', ['READ', 'EDIT'], 'ALL'],
  // EDIT with ALL: the office decides on everyone's personal data changes and new pictures.
  ['personProfiles', ['READ', 'EDIT'], 'ALL'],
  // CREATE assigns trees to crew members (POST /oneXOneTree/assign).
  ['oneXOneTree', ['READ', 'CREATE'], 'ALL'],
  ['training', ['READ', 'EDIT'], 'ALL'],
];

/** The rights a new tenant starts with, per login type; tenants adjust them afterwards. */
export const defaultRightsByLoginType: Record<LoginTypeCode, Grant[]> = {
  crew,
  planners: planner,
  planning: planner,
  operations: planner,
  clients: client,
  office,
};

export const defaultLoginTypeCaptions: Record<LoginTypeCode, string> = {
  clients: 'Client',
  crew: 'Crew',
  planners: 'Planner',
  operations: 'Operations',
  planning: 'Planning',
  office: 'Office',
};

/** Flat rows for user_right, one per resource/right pair. */
export const defaultRightRows = (tenantId: number) =>
  Object.entries(defaultRightsByLoginType).flatMap(([loginTypeCode, grants]) =>
    grants.flatMap(([resource, rights, permissionType]) =>
      rights.map((right) => ({
        tenantId,
        loginTypeCode,
        resource,
        right,
        permissionTypes: [permissionType],
      })),
    ),
  );
