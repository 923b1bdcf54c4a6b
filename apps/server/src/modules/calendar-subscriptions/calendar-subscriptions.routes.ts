import {
  byIdParamsSchema,
  calendarFeedParamsSchema,
  calendarSubscriptionLinkSchema,
  calendarSubscriptionRefreshSchema,
  calendarSubscriptionSchema,
  createCalendarSubscriptionInputSchema,
  deletedResultSchema,
  errorResponseSchema,
  refreshCalendarSubscriptionInputSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created } from '../../lib/created';
import { errorResponses } from '../../lib/error-responses';
import { binaryResponse } from '../../lib/http-replies';
import type { ModuleDeps } from '../../lib/request-context';
import { readErrors } from '../../lib/route-schemas';
import { calendarFeed } from './calendar-feed.service';
import {
  createSubscription,
  deleteSubscription,
  listMySubscriptions,
  listPersonSubscriptions,
  refreshSubscription,
  renewSubscription,
} from './calendar-subscriptions.service';

const tags = ['calendar subscriptions'];
const list = z.array(calendarSubscriptionSchema);

/** Private iCal feeds: managed by their owner, read by calendar apps through a secret link. */
export const calendarSubscriptionsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/publicCalendarSubscriptions',
    {
      schema: {
        tags,
        summary: 'My calendar feeds (their links are shown only when made or renewed)',
        response: { 200: list, ...errorResponses(401, 403) },
      },
    },
    async (request) => listMySubscriptions(request.ctx),
  );

  app.post(
    '/publicCalendarSubscriptions',
    {
      schema: {
        tags,
        summary: 'A new calendar feed of my jobs, or of the projects I manage (planners)',
        body: createCalendarSubscriptionInputSchema,
        response: { 201: calendarSubscriptionLinkSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => created(reply, createSubscription(request.ctx, request.body)),
  );

  app.post(
    '/publicCalendarSubscriptions/:id/renew',
    {
      schema: {
        tags,
        summary: 'A new link for one of my feeds; the old link stops working',
        params: byIdParamsSchema,
        response: { 200: calendarSubscriptionLinkSchema, ...readErrors },
      },
    },
    async (request) => renewSubscription(request.ctx, request.params.id),
  );

  app.delete(
    '/publicCalendarSubscriptions/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of my feeds; its link stops working',
        params: byIdParamsSchema,
        response: { 200: deletedResultSchema, ...readErrors },
      },
    },
    async (request) => deleteSubscription(request.ctx, request.params.id),
  );

  app.post(
    '/publicCalendarSubscriptionsRefresh',
    {
      schema: {
        tags,
        summary: 'Record the changes of one of my feeds now, for its next read',
        body: refreshCalendarSubscriptionInputSchema,
        response: { 200: calendarSubscriptionRefreshSchema, ...readErrors },
      },
    },
    async (request) => refreshSubscription(request.ctx, request.body.id),
  );

  app.get(
    '/persons/:id/calendarSubscriptions',
    {
      schema: {
        tags,
        summary: "A person's calendar feeds (own, or anybody's with persons READ ALL)",
        params: byIdParamsSchema,
        response: { 200: list, ...readErrors },
      },
    },
    async (request) => listPersonSubscriptions(request.ctx, request.params.id),
  );

  app.get(
    '/calendarFeeds/:token.ics',
    {
      // Calendar apps subscribe without logging in; the token in the link is the key.
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'A private calendar feed (RFC 5545), by secret link',
        params: calendarFeedParamsSchema,
        response: { 200: binaryResponse, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const ics = await calendarFeed(
        { db: deps.db, clock: deps.clock, tenant: request.tenant },
        request.params.token,
      );
      reply.header('content-type', 'text/calendar; charset=utf-8');
      // A private feed: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return ics;
    },
  );
};
