import {
  byIdParamsSchema,
  crewProfileSchema,
  crewRatingListQuerySchema,
  crewRatingSchema,
  crewRatingTypeSchema,
  personParamsSchema,
  profileAccessInputSchema,
  profileAccessSchema,
  publicCrewProfileSchema,
  saveCrewRatingInputSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { readErrors } from '../../lib/route-schemas';
import { type ModuleDeps } from '../../lib/request-context';
import { getCrewProfile, getPublicCrewProfile, setProfileAccess } from './crew-profile.service';
import { listMyRatings, listRatingTypes, saveRating } from './ratings.service';

const tags = ['crew ratings'];

export const ratingsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/crewRatingTypes',
    {
      schema: {
        tags,
        summary: 'Rating types',
        response: { 200: z.array(crewRatingTypeSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => listRatingTypes(request.ctx),
  );

  app.get(
    '/crewRatings',
    {
      schema: {
        tags,
        summary: 'Ratings I gave (by crew or person)',
        querystring: crewRatingListQuerySchema,
        response: { 200: z.array(crewRatingSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listMyRatings(request.ctx, request.query),
  );

  app.post(
    '/crewRatings',
    {
      schema: {
        tags,
        summary: 'Rate a crew member for a job, 1-5 with a comment (crew chief or planner)',
        body: saveCrewRatingInputSchema,
        response: { 200: crewRatingSchema, ...readErrors },
      },
    },
    async (request) => saveRating(request.ctx, request.body),
  );

  app.get(
    '/crewProfile/:personId',
    {
      config: { access: { rights: [['crewProfile', 'READ']] } },
      schema: {
        tags,
        summary: 'Crew profile; phone and e-mail with crewProfile CONTACT',
        params: personParamsSchema,
        response: { 200: crewProfileSchema, ...readErrors },
      },
    },
    async (request) => getCrewProfile(request.ctx, request.params.personId),
  );

  app.get(
    '/public/crewProfile/:personId',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Public crew profile of someone who opted in: name, functions, picture, rating',
        params: personParamsSchema,
        response: { 200: publicCrewProfileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getPublicCrewProfile(deps, request.tenant, request.params.personId),
  );

  app.post(
    '/persons/:id/profileAccess',
    {
      schema: {
        tags,
        summary: 'Open or close my public crew profile (only for oneself)',
        params: byIdParamsSchema,
        body: profileAccessInputSchema,
        response: { 200: profileAccessSchema, ...readErrors },
      },
    },
    async (request) => setProfileAccess(request.ctx, request.params.id, request.body),
  );
};
