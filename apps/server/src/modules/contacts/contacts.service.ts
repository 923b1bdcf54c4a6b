import {
  addMonths,
  isoDateOf,
  type Contact,
  type ContactListQuery,
  type ListQuery,
  type Page,
  type Project,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { notFound } from '../../lib/app-error';
import { projectsRepository } from '../projects/projects.repository';
import {
  resolveScope,
  projectReadGrants,
  type PlanningContext,
  type ProjectScope,
} from '../projects/project-scope';
import { contactsRepository } from './contacts.repository';

/** Contacts a scope may see: all, the client's company colleagues, or only themselves. */
const contactFilter = (scope: ProjectScope, ownContactId: number | null) => {
  if (scope.kind === 'all') return {};
  if (scope.kind === 'company') return { onlyCompanyId: scope.companyId };
  return { onlyContactId: ownContactId ?? -1 };
};

const ownContactId = (scope: ProjectScope) => (scope.kind === 'contact' ? scope.contactId : null);

const findContact = async (
  tx: Executor,
  ctx: PlanningContext,
  scope: ProjectScope,
  id: number,
): Promise<Contact> => {
  const contact = await contactsRepository.findById(tx, ctx.tenant.id, id);
  const visible =
    contact &&
    (scope.kind === 'all' ||
      (scope.kind === 'company' && contact.companyId === scope.companyId) ||
      (scope.kind === 'contact' && contact.id === scope.contactId));
  if (!visible) throw notFound('Contact');
  return contact;
};

export const listContacts = (
  ctx: PlanningContext,
  query: ContactListQuery,
): Promise<Page<Contact>> =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const scope = await resolveScope(tx, ctx, [['projects', 'READ']]);
    const result = await contactsRepository.list(tx, ctx.tenant.id, {
      ...query,
      ...contactFilter(scope, ownContactId(scope)),
    });
    return { ...result, page: query.page, limit: query.limit };
  });

/** GET /contacts/{id}/projects: the contact's projects from 2018, in the caller's scope. */
export const projectsOfContact = (
  ctx: PlanningContext,
  id: number,
  query: ListQuery,
): Promise<Page<Project>> =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const scope = await resolveScope(tx, ctx, projectReadGrants);
    const contact = await findContact(tx, ctx, scope, id);
    const result = await projectsRepository.list(
      tx,
      ctx.tenant.id,
      scope,
      {
        scope: 'all',
        today: isoDateOf(ctx.clock.now()),
        personId: null,
        contactId: null,
        contactIdFilter: contact.id,
      },
      query,
    );
    return { ...result, page: query.page, limit: query.limit };
  });

/** GET /contacts/{id}/plannerPlanningItems: positions from one month back (SPEC 9). */
export const planningItemsOfContact = (ctx: PlanningContext, id: number) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const scope = await resolveScope(tx, ctx, [['planningCrewItemList', 'READ']]);
    const contact = await findContact(tx, ctx, scope, id);
    const from = addMonths(isoDateOf(ctx.clock.now()), -1);
    return contactsRepository.planningItems(tx, ctx.tenant.id, contact.id, from);
  });
