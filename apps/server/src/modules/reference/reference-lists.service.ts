import type { RequestContext } from '../../lib/request-context';
import {
  pageOf,
  pageOfList,
  statusCatalogue,
  statusEntities,
  type Page,
  type ServiceStatus,
  type StatusItem,
  type StatusListQuery,
  type Template,
  type TemplateListQuery,
} from '@crewhub/shared';
import { referenceListsRepository } from './reference-lists.repository';

/** GET /statuses: the catalogue, or one kind of record's statuses, in the rules' order. */
export const listStatuses = (query: StatusListQuery): Page<StatusItem> => {
  const entities = query.entity ? [query.entity] : statusEntities;
  const items = entities.flatMap((entity) =>
    statusCatalogue[entity].map((code) => ({ entity, code })),
  );
  return pageOfList(items, query);
};

/** GET /templates: ready-made receipts of every company, or of one company or receipt type. */
export const listTemplates = async (
  ctx: RequestContext,
  query: TemplateListQuery,
): Promise<Page<Template>> => {
  const { rows, total } = await referenceListsRepository.templates(ctx.tx, ctx.tenant.id, query);
  const items = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    company: { id: row.companyId, name: row.companyName },
    receiptType: { id: row.receiptTypeId, name: row.receiptTypeName },
  }));
  return pageOf({ items, total }, query);
};

export type BuildInfo = { version: string; commit: string; builtAt: string };

/** GET /status: the build this server runs and its clock, once the database has answered. */
export const serviceStatus = async (
  ctx: RequestContext,
  build: BuildInfo,
): Promise<ServiceStatus> => {
  await referenceListsRepository.ping(ctx.tx);
  return { ...build, serverTime: ctx.clock.now().toISOString(), database: 'up' };
};
