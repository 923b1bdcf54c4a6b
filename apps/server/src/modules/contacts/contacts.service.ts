import type { RequestContext } from '../../lib/request-context';
import {
  addMonths,
  isoDateOf,
  pageOf,
  plannerPlanningItemsHorizonMonths,
  type Contact,
  type ContactListQuery,
  type DocumentItem,
  type ListQuery,
  type MembershipCrew,
  type Page,
  type PersonListItem,
  type PersonListQuery,
  type PlannerPlanningItem,
  type PlannerPlanningItemsQuery,
  type Project,
  type Resource,
  type RightName,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import {
  documentFilter,
  documentReadGrants,
  pageOfCompanyDocuments,
  toDocument,
} from '../documents';
import { pageOfMembershipCrews } from '../membership-crews';
import { pageOfPersons } from '../persons';
import { pageOfProjects } from '../projects';
import { invalidField } from '../tenant-references';
import { resolveScope, projectReadGrants, type ProjectScope } from '../project-access';
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
  ctx: RequestContext,
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

export const listContacts = async (
  ctx: RequestContext,
  query: ContactListQuery,
): Promise<Page<Contact>> => {
  const { tx } = ctx;
  const scope = await resolveScope(tx, ctx, [['projects', 'READ']]);
  const result = await contactsRepository.list(tx, ctx.tenant.id, {
    ...query,
    ...contactFilter(scope, ownContactId(scope)),
  });
  return pageOf(result, query);
};

/** GET /contacts/{id}/projects: the contact's projects from 2018, in the caller's scope. */
export const projectsOfContact = async (
  ctx: RequestContext,
  id: number,
  query: ListQuery,
): Promise<Page<Project>> => {
  const { tx } = ctx;
  const scope = await resolveScope(tx, ctx, projectReadGrants);
  const contact = await findContact(tx, ctx, scope, id);
  const result = await pageOfProjects(
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
  return pageOf(result, query);
};

/** The contact in the scope `grants` give the caller: all, their company's, or themselves. */
export const contactInScope = async (
  tx: Executor,
  ctx: RequestContext,
  id: number,
  grants: [Resource, RightName][],
) => {
  const scope = await resolveScope(tx, ctx, grants);
  return { contact: await findContact(tx, ctx, scope, id), scope };
};

/** GET /contacts/{id}/persons: the people who worked (confirmed) on the contact's projects. */
export const personsOfContact = async (
  ctx: RequestContext,
  id: number,
  query: PersonListQuery,
): Promise<Page<PersonListItem>> => {
  const { tx } = ctx;
  const { contact } = await contactInScope(tx, ctx, id, [['projects', 'READ']]);
  const result = await pageOfPersons(tx, ctx.tenant.id, {
    ...query,
    workedForContactId: contact.id,
  });
  return pageOf(result, query);
};

/** GET /contacts/{id}/pCrews: the membership crews of the contact's company. */
export const membershipCrewsOfContact = async (
  ctx: RequestContext,
  id: number,
  query: ListQuery,
): Promise<Page<MembershipCrew>> => {
  const { tx } = ctx;
  const { contact } = await contactInScope(tx, ctx, id, [['membershipCrews', 'READ']]);
  const result = await pageOfMembershipCrews(tx, ctx.tenant.id, contact.companyId, query);
  return pageOf(result, query);
};

/**
 * GET /contacts/{id}/documents: the documents of the contact's company and its projects, newest
 * first; planners see all, clients approved ones and their own uploads (no calculations).
 */
export const documentsOfContact = async (
  ctx: RequestContext,
  id: number,
  query: ListQuery,
): Promise<Page<DocumentItem>> => {
  const { tx } = ctx;
  const { contact, scope } = await contactInScope(tx, ctx, id, documentReadGrants);
  const { items, total } = await pageOfCompanyDocuments(
    tx,
    ctx.tenant.id,
    contact.companyId,
    documentFilter(ctx, scope),
    query,
  );
  return pageOf({ items: items.map((row) => toDocument(ctx, row)), total }, query);
};

/**
 * GET /contacts/{id}/plannerPlanningItems: positions from one month back up to `to`,
 * by default a year ahead, so the list stays bounded.
 */
export const planningItemsOfContact = async (
  ctx: RequestContext,
  id: number,
  query: PlannerPlanningItemsQuery,
): Promise<Page<PlannerPlanningItem>> => {
  const { tx } = ctx;
  const { contact } = await contactInScope(tx, ctx, id, [['planningCrewItemList', 'READ']]);
  const today = isoDateOf(ctx.clock.now());
  const from = addMonths(today, -1);
  const to = query.to ?? addMonths(today, plannerPlanningItemsHorizonMonths);
  if (to < from) throw invalidField('querystring.to', `Give a date from ${from} on`);
  const result = await contactsRepository.planningItems(
    tx,
    ctx.tenant.id,
    contact.id,
    { from, to },
    query,
  );
  return pageOf(result, query);
};
