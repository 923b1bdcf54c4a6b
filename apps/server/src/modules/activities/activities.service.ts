import {
  activityTypeCodes,
  isTodoType,
  offsetOf,
  type Activity,
  type ActivityListQuery,
  type ActivityTypeInfo,
  type CreateActivityInput,
  type Page,
  type UpdateActivityInput,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { activitiesRepository, type ActivityRow } from './activities.repository';

const typeCaptions: Record<ActivityTypeInfo['code'], string> = {
  LOG: 'Log',
  TODO_INT: 'To-do',
  TODO_PAYROLL_ITEM: 'Payroll item task',
};

export const listActivityTypes = (): ActivityTypeInfo[] =>
  activityTypeCodes.map((code) => ({ code, caption: typeCaptions[code], todo: isTodoType(code) }));

const party = (names: Map<number, string>, id: number | null) =>
  id === null ? null : { id, name: names.get(id) ?? '' };

/** Rows to DTOs with the names of the people and logins they mention, in two queries. */
const toActivities = async (
  tx: Executor,
  tenantId: number,
  rows: ActivityRow[],
): Promise<Activity[]> => {
  const loginIds = rows.flatMap((row) => [row.recipientLoginId, row.createdByLoginId]);
  const personIds = rows.map((row) => row.personPartyId);
  const present = (ids: (number | null)[]) => [
    ...new Set(ids.filter((id): id is number => id !== null)),
  ];
  const [loginNames, personNames] = await Promise.all([
    activitiesRepository.loginNames(tx, tenantId, present(loginIds)),
    activitiesRepository.personNames(tx, tenantId, present(personIds)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    caption: row.caption,
    body: row.body,
    type: row.type,
    category: row.category,
    personParty: party(personNames, row.personPartyId),
    subjectType: row.subjectType as Activity['subjectType'],
    subjectId: row.subjectId,
    dueDate: row.dueDate,
    priority: row.priority,
    recipient: party(loginNames, row.recipientLoginId),
    createdBy: party(loginNames, row.createdByLoginId),
    done: row.doneAt !== null,
    doneAt: row.doneAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
};

const toActivity = async (tx: Executor, tenantId: number, row: ActivityRow) =>
  (await toActivities(tx, tenantId, [row]))[0]!;

export const listActivities = async (
  ctx: RequestContext,
  query: ActivityListQuery,
): Promise<Page<Activity>> => {
  const { tx } = ctx;
  const paging = { limit: query.limit, offset: offsetOf(query) };
  const { rows, total } = await activitiesRepository.page(
    tx,
    ctx.tenant.id,
    query,
    ctx.auth.loginId,
    paging,
  );
  return {
    items: await toActivities(tx, ctx.tenant.id, rows),
    total,
    page: query.page,
    limit: query.limit,
  };
};

export const getActivity = async (ctx: RequestContext, id: number): Promise<Activity> => {
  const { tx } = ctx;
  const row = await activitiesRepository.byId(tx, ctx.tenant.id, id);
  if (!row) throw notFound('Activity');
  return toActivity(tx, ctx.tenant.id, row);
};

const invalidReference = (field: string, what: string) =>
  new AppError('VALIDATION_FAILED', `${what} not found`, [{ field, message: `${what} not found` }]);

/** Referenced rows must exist in this tenant; a foreign id reads as not found. */
const checkReferences = async (
  tx: Executor,
  tenantId: number,
  refs: { recipient?: number | null; personParty?: number | null },
) => {
  if (refs.recipient != null) {
    const names = await activitiesRepository.loginNames(tx, tenantId, [refs.recipient]);
    if (!names.has(refs.recipient))
      throw invalidReference('body.parameters.recipient', 'Recipient');
  }
  if (refs.personParty != null) {
    const names = await activitiesRepository.personNames(tx, tenantId, [refs.personParty]);
    if (!names.has(refs.personParty)) throw invalidReference('body.personParty', 'Person');
  }
};

export const createActivity = async (
  ctx: RequestContext,
  input: CreateActivityInput,
): Promise<Activity> => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  await checkReferences(tx, tenantId, {
    recipient: input.parameters.recipient,
    personParty: input.personParty,
  });
  if (input.subjectType && input.subjectId) {
    const exists = await activitiesRepository.subjectExists(
      tx,
      tenantId,
      input.subjectType,
      input.subjectId,
    );
    if (!exists) throw invalidReference('body.subjectId', 'Subject');
  }
  const row = await activitiesRepository.insert(tx, {
    tenantId,
    caption: input.caption,
    body: input.body ?? null,
    type: input.type,
    category: input.category ?? null,
    personPartyId: input.personParty ?? null,
    subjectType: input.subjectType ?? null,
    subjectId: input.subjectId ?? null,
    dueDate: input.parameters.dueDate ?? null,
    priority: input.parameters.priority ?? null,
    recipientLoginId: input.parameters.recipient ?? null,
    createdByLoginId: ctx.auth.loginId,
  });
  return toActivity(tx, tenantId, row);
};

/** Logs are history: only to-dos change. Ticking one off records when; unticking clears it. */
export const updateActivity = async (
  ctx: RequestContext,
  id: number,
  input: UpdateActivityInput,
): Promise<Activity> => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const current = await activitiesRepository.byId(tx, tenantId, id);
  if (!current) throw notFound('Activity');
  if (!isTodoType(current.type)) {
    throw new AppError('CONFLICT', 'A log entry cannot be changed');
  }
  await checkReferences(tx, tenantId, { recipient: input.recipient });
  const doneAt =
    input.done === undefined ? undefined : input.done ? (current.doneAt ?? ctx.clock.now()) : null;
  const changes = Object.fromEntries(
    Object.entries({
      caption: input.caption,
      body: input.body,
      dueDate: input.dueDate,
      priority: input.priority,
      recipientLoginId: input.recipient,
      doneAt,
    }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length === 0) return toActivity(tx, tenantId, current);
  const row = await activitiesRepository.update(tx, tenantId, id, changes);
  return toActivity(tx, tenantId, row!);
};
