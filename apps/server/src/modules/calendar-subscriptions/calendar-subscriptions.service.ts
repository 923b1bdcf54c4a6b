import {
  googleCalendarSubscribeLink,
  hasRight,
  type CalendarSubscription,
  type CalendarSubscriptionLink,
  type CalendarSubscriptionRefresh,
  type CreateCalendarSubscriptionInput,
  type DeletedResult,
} from '@crewhub/shared';
import { forbidden, notFound } from '../../lib/app-error';
import { documentTexts } from '../../lib/i18n/document-texts';
import { personIdOf } from '../../lib/person-scope';
import type { RequestContext } from '../../lib/request-context';
import { hashToken, randomToken } from '../../lib/secure-token';
import { personExists } from '../persons';
import { documentLanguageFor } from '../project-exports';
import { syncFeedEvents } from './calendar-feed.service';
import {
  calendarSubscriptionsRepository as repository,
  type CalendarSubscriptionRow,
} from './calendar-subscriptions.repository';

const iso = (value: Date | null) => value?.toISOString() ?? null;

const toSubscription = (row: CalendarSubscriptionRow): CalendarSubscription => ({
  id: row.id,
  personId: row.personId,
  kind: row.kind,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  renewedAt: iso(row.renewedAt),
  refreshedAt: iso(row.refreshedAt),
  lastReadAt: iso(row.lastReadAt),
});

/** The secret link: a path token, since some calendar apps drop a feed URL's query. */
const linkOf = (
  ctx: RequestContext,
  row: CalendarSubscriptionRow,
  token: string,
): CalendarSubscriptionLink => {
  const feedUrl = `${ctx.tenant.origin}/api/v1/calendarFeeds/${token}.ics`;
  return {
    subscription: toSubscription(row),
    feedUrl,
    googleCalendarUrl: googleCalendarSubscribeLink(feedUrl),
  };
};

/** One of the caller's own subscriptions; anybody else's is as unknown as a missing one. */
const findOwn = async (ctx: RequestContext, id: number) => {
  const row = await repository.byId(ctx.tx, ctx.tenant.id, id);
  if (!row || row.personId !== personIdOf(ctx)) throw notFound('Calendar subscription');
  return row;
};

/** GET /publicCalendarSubscriptions: the caller's feeds, oldest first. */
export const listMySubscriptions = async (ctx: RequestContext) =>
  (await repository.ofPerson(ctx.tx, ctx.tenant.id, personIdOf(ctx))).map(toSubscription);

/** GET /persons/{id}/calendarSubscriptions: one's own, or anybody's for persons READ ALL. */
export const listPersonSubscriptions = async (ctx: RequestContext, personId: number) => {
  const visible =
    ctx.auth.personId === personId ||
    (hasRight(ctx.rights, 'persons', 'READ', 'ALL') &&
      (await personExists(ctx.tx, ctx.tenant.id, personId)));
  if (!visible) throw notFound('Person');
  return (await repository.ofPerson(ctx.tx, ctx.tenant.id, personId)).map(toSubscription);
};

/**
 * POST /publicCalendarSubscriptions: a new feed and its link, shown this once. A projects
 * feed is for planners, who change projects (projects EDIT).
 */
export const createSubscription = async (
  ctx: RequestContext,
  input: CreateCalendarSubscriptionInput,
): Promise<CalendarSubscriptionLink> => {
  const personId = personIdOf(ctx);
  if (input.kind === 'projects' && !hasRight(ctx.rights, 'projects', 'EDIT')) {
    throw forbidden('Project feeds are for planners');
  }
  const language = ctx.auth.claims.loginData.language;
  const texts = documentTexts(await documentLanguageFor(ctx.tx, ctx.tenant.id, language));
  const token = randomToken();
  const row = await repository.insert(ctx.tx, {
    tenantId: ctx.tenant.id,
    personId,
    kind: input.kind,
    name: input.name ?? texts.calendar.defaultName[input.kind],
    tokenHash: hashToken(token),
    language,
  });
  return linkOf(ctx, row, token);
};

/** POST /publicCalendarSubscriptions/{id}/renew: a new link; the old one stops at once. */
export const renewSubscription = async (ctx: RequestContext, id: number) => {
  await findOwn(ctx, id);
  const token = randomToken();
  const row = await repository.update(ctx.tx, ctx.tenant.id, id, {
    tokenHash: hashToken(token),
    renewedAt: ctx.clock.now(),
  });
  return linkOf(ctx, row, token);
};

/** DELETE /publicCalendarSubscriptions/{id}: revokes the link. */
export const deleteSubscription = async (
  ctx: RequestContext,
  id: number,
): Promise<DeletedResult> => {
  await findOwn(ctx, id);
  await repository.delete(ctx.tx, ctx.tenant.id, id);
  return { id, deleted: true };
};

/**
 * POST /publicCalendarSubscriptionsRefresh: records every change since the calendar app last
 * read the feed now, so its next read gets them with a raised SEQUENCE.
 */
export const refreshSubscription = async (
  ctx: RequestContext,
  id: number,
): Promise<CalendarSubscriptionRefresh> => {
  const row = await findOwn(ctx, id);
  const now = ctx.clock.now();
  const { changedEvents } = await syncFeedEvents(ctx.tx, ctx.tenant, row, now);
  const updated = await repository.update(ctx.tx, ctx.tenant.id, id, { refreshedAt: now });
  return { subscription: toSubscription(updated), changedEvents };
};
