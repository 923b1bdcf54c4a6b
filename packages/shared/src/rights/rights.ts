import { z } from 'zod';

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
export const rightNameSchema = z.enum(rightNames);
export type RightName = z.infer<typeof rightNameSchema>;

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
export const resourceSchema = z.enum(resources);
export type Resource = z.infer<typeof resourceSchema>;

/** Scope of a right: all rows of the tenant, the caller's own, or the caller's company. */
export const permissionTypes = ['ALL', 'OWN', 'COMPANY'] as const;
export const permissionTypeSchema = z.enum(permissionTypes);
export type PermissionType = z.infer<typeof permissionTypeSchema>;

/** resource -> right -> permission types, as returned by GET /userRights. */
export const userRightsSchema = z.record(
  z.string(),
  z.record(z.string(), z.array(permissionTypeSchema)),
);
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

/** Mailbox rights: mailbox id -> rights on its e-mail messages (GET /mailboxUserRights). */
export const mailboxRightNames = ['READ', 'SEND', 'DELETE'] as const;
export const mailboxUserRightsSchema = z.array(
  z.object({
    mailboxId: z.number().int(),
    mailboxName: z.string(),
    rights: z.array(z.enum(mailboxRightNames)),
  }),
);
export type MailboxUserRights = z.infer<typeof mailboxUserRightsSchema>;
