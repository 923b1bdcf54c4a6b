import type { PermissionType, Resource, RightName, UserRights } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { forbidden } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { projectScopeRepository } from './project-scope.repository';

/**
 * Which projects a caller may see: all of them (ALL), their company's (COMPANY, client
 * contacts), their own (OWN: a person's assigned or led projects, a contact's projects) or,
 * for a project guest, the one project of their token.
 */
export type ProjectScope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: number }
  | { kind: 'contact'; contactId: number }
  | { kind: 'person'; personId: number }
  | { kind: 'guest'; projectNumber: string };

const grantedTypes = (rights: UserRights, grants: [Resource, RightName][]): PermissionType[] =>
  grants.flatMap(([resource, right]) => rights[resource]?.[right] ?? []);

/** The broadest scope any of `grants` gives; 403 when none is held. */
export const resolveScope = async (
  tx: Executor,
  ctx: RequestContext,
  grants: [Resource, RightName][],
): Promise<ProjectScope> => {
  const { auth, tenant } = ctx;
  if (auth.isGuest) {
    if (auth.projectNumber) return { kind: 'guest', projectNumber: auth.projectNumber };
    throw forbidden('Guests cannot open this page');
  }
  const types = grantedTypes(ctx.rights, grants);
  if (types.includes('ALL')) return { kind: 'all' };
  const contact = auth.contactNumber
    ? await projectScopeRepository.contactByNumber(tx, tenant.id, auth.contactNumber)
    : null;
  if (types.includes('COMPANY') && contact)
    return { kind: 'company', companyId: contact.companyId };
  if (types.length > 0) {
    if (auth.personId !== null) return { kind: 'person', personId: auth.personId };
    if (contact) return { kind: 'contact', contactId: contact.id };
  }
  throw forbidden(`Missing right ${grants[0]?.[1] ?? 'READ'} on ${grants[0]?.[0] ?? 'projects'}`);
};

/** Internal crew info and other planner-only details are shown with the ALL scope only. */
export const seesInternals = (scope: ProjectScope): boolean => scope.kind === 'all';

/** Reading projects, crews and positions: projects READ, or crews READ for crew members. */
export const projectReadGrants: [Resource, RightName][] = [
  ['projects', 'READ'],
  ['crews', 'READ'],
];
export const projectEditGrants: [Resource, RightName][] = [['projects', 'EDIT']];
