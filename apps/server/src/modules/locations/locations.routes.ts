import {
  entityIdParamsSchema,
  locationInputSchema,
  locationListQuerySchema,
  locationSchema,
  pageSchema,
} from '@crewhub/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import type { Geocoder } from './geocoder';
import { createLocation, getLocation, listLocations, updateLocation } from './locations.service';

const tags = ['locations'];

export const locationsRoutes: FastifyPluginAsyncZod<{ geocoder: Geocoder | null }> = async (
  app,
  { geocoder },
) => {
  const context = (request: FastifyRequest) => ({
    ...request.ctx,
    geocoder,
  });

  app.get(
    '/locations/:id',
    {
      config: { access: { guests: ['project'] } },
      schema: {
        tags,
        summary: 'One location with its map link (project guests: their project only)',
        params: entityIdParamsSchema,
        response: { 200: locationSchema, ...readErrors },
      },
    },
    async (request) => getLocation(context(request), request.params.id),
  );

  app.get(
    '/locations',
    {
      schema: {
        tags,
        summary: 'Search locations by name, city or street (q)',
        querystring: locationListQuerySchema,
        response: { 200: pageSchema(locationSchema), ...readErrors },
      },
    },
    async (request) => listLocations(context(request), request.query),
  );

  app.post(
    '/locations',
    {
      config: { access: { rights: [['projects', 'CREATE']] } },
      schema: {
        tags,
        summary: 'Create a location; coordinates manual or from the configured geocoder',
        body: locationInputSchema,
        response: { 201: locationSchema, ...writeErrors },
      },
    },
    async (request, reply) => created(reply, createLocation(context(request), request.body)),
  );

  app.post(
    '/locations/:id',
    {
      config: { access: { rights: [['projects', 'EDIT']] } },
      schema: {
        tags,
        summary: 'Update a location',
        params: entityIdParamsSchema,
        body: locationInputSchema,
        response: { 200: locationSchema, ...writeErrors },
      },
    },
    async (request) => updateLocation(context(request), request.params.id, request.body),
  );
};
