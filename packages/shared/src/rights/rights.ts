// Rights and the rules that read them, without zod: the web app's signed-in frame uses them
// before its first paint (issue 17). Their schemas are in rights.schema.ts.

/** Right names. */
export const rightNames = [
  'READ',
  'CREATE',
  'EDIT',
  'DELETE',
  'CONTACT',
  'OWN',
  'READSPAREFUNCTION',
  'EDIT_PROJECT_LOGO',
] as const;
export type RightName = (typeof rightNames)[number];

/** Resources that rights are granted on. */
export const resources = [
  'payrolls',
  'staffContracts',
  'planningCalendar',
  'faq',
  'projects',
  'receipts',
  'invoices',
  'mailboxes',
  'crewInfo',
  'vacancies',
  'training',
  'persons',
  'mobileDocuments',
  'rateCards',
  'personProfiles',
  'projectAttachments',
  'toDoCalendar',
  'membershipCrews',
  'planningCrewItemList',
  'crews',
  'plusCrews',
  'crewProfile',
  'crewMemberships',
  'mobileProjectVacancies',
  'oneXOneTree',
  'bankTransfers',
] as const;
export type Resource = (typeof resources)[number];

/** Scope of a right: all rows of the tenant, the caller's own, or the caller's company. */
export const permissionTypes = ['ALL', 'OWN', 'COMPANY'] as const;
export type PermissionType = (typeof permissionTypes)[number];

/** resource -> right -> permission types, as returned by GET /userRights. */
export type UserRights = Partial<Record<Resource, Partial<Record<RightName, PermissionType[]>>>>;

/** True when the caller holds `right` on `resource`, optionally with a given permission type. */
export const hasRight = (
  rights: UserRights | null | undefined,
  resource: Resource,
  right: RightName,
  permissionType?: PermissionType,
): boolean => {
  const granted = rights?.[resource]?.[right];
  if (!granted || granted.length === 0) return false;
  return permissionType ? granted.includes(permissionType) : true;
};

/** Builds the rights map from flat grants, merging permission types of duplicate pairs. */
export const buildUserRights = (
  grants: readonly {
    resource: Resource;
    right: RightName;
    permissionTypes: readonly PermissionType[];
  }[],
): UserRights => {
  const rights: UserRights = {};
  for (const grant of grants) {
    const byRight = (rights[grant.resource] ??= {});
    const merged = new Set([...(byRight[grant.right] ?? []), ...grant.permissionTypes]);
    byRight[grant.right] = permissionTypes.filter((type) => merged.has(type));
  }
  return rights;
};

/** The rights on a mailbox's e-mail messages (GET /mailboxUserRights). */
export const mailboxRightNames = ['READ', 'SEND', 'DELETE'] as const;
