import {
  crewReferenceQuerySchema,
  findBestMethodItemSchema,
  findBestMethods,
  functionSchema,
  pageSchema,
  referenceItemSchema,
  skillSchema,
} from '@crewhub/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/request-context';
import { readErrors } from '../../lib/route-schemas';
import { planningContext } from '../projects/project-scope';
import { listReference, type ReferenceList } from './reference.service';

const tags = ['reference'];

const lists: [ReferenceList, string, z.ZodType][] = [
  ['functions', 'Functions people work as (spare ones need READSPAREFUNCTION)', functionSchema],
  ['crewFunctions', 'Functions, or one person\u2019s functions (personId)', functionSchema],
  ['regions', 'Regions of crew homes and locations', referenceItemSchema],
  ['crewTags', 'Crew tags, or one person\u2019s tags (personId)', referenceItemSchema],
  ['documentBasedSkills', 'Document-based skills, or one person\u2019s with expiry', skillSchema],
];

/** Reference lists for forms and filters; every logged-in user may read them. */
export const referenceRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  for (const [list, summary, item] of lists) {
    app.get(
      `/${list}`,
      {
        schema: {
          tags,
          summary,
          querystring: crewReferenceQuerySchema,
          response: { 200: pageSchema(item), ...readErrors },
        },
      },
      async (request) => listReference(await planningContext(deps, request), list, request.query),
    );
  }

  app.get(
    '/findBestMethods',
    {
      schema: {
        tags,
        summary: 'Ranking methods of the find-best-person panel',
        response: { 200: z.array(findBestMethodItemSchema), ...readErrors },
      },
    },
    async () => findBestMethods.map((method) => ({ ...method })),
  );
};
