import { notFound, forbidden } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';

/** My own profile only: another person's id answers 404 like an unknown one. */
export const ownPersonKey = (ctx: RequestContext, personId: number) => {
  if (ctx.auth.personId !== personId) throw notFound('Profile');
  return { tenantId: ctx.tenant.id, personId };
};

/** Whether the caller sees everyone's profiles (the office, personProfiles with ALL). */
export const seesAllProfiles = (ctx: RequestContext, right: 'READ' | 'EDIT') =>
  ctx.rights.personProfiles?.[right]?.includes('ALL') ?? false;

export const assertProfileOffice = (ctx: RequestContext) => {
  if (!seesAllProfiles(ctx, 'EDIT')) {
    throw forbidden('Only the office approves personal data changes');
  }
};
