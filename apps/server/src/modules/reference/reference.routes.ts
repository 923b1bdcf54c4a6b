import {
  countryListQuerySchema,
  documentStatuses,
  documentStatusSchema,
  countrySchema,
  crewReferenceQuerySchema,
  entityIdParamsSchema,
  findBestMethodItemSchema,
  findBestMethods,
  functionSchema,
  listQuerySchema,
  pageSchema,
  rateCardItemSchema,
  rateCardSchema,
  referenceItemSchema,
  skillSchema,
  taxTypeSchema,
} from '@crewhub/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/route-schemas';
import { pageOfCountries } from './countries';
import {
  listNamed,
  listRateCardItems,
  listRateCards,
  listReference,
  listTaxTypes,
  type ReferenceList,
} from './reference.service';

const tags = ['reference'];

const lists: [ReferenceList, string, z.ZodType][] = [
  ['functions', 'Functions people work as (spare ones need READSPAREFUNCTION)', functionSchema],
  ['crewFunctions', 'Functions, or one person\u2019s functions (personId)', functionSchema],
  ['regions', 'Regions of crew homes and locations', referenceItemSchema],
  ['crewTags', 'Crew tags, or one person\u2019s tags (personId)', referenceItemSchema],
  ['documentBasedSkills', 'Document-based skills, or one person\u2019s with expiry', skillSchema],
];

const projectLists = [
  ['branches', 'Branches (offices) a project can belong to'],
  ['cateringAgreementTypes', 'Catering agreements a project can default to'],
] as const;

/**
 * Reference lists for forms and filters: crew lists for every logged-in user, the project form's
 * lists for whoever reads projects, rate cards with rateCards READ.
 */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
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
      async (request) => listReference(request.ctx, list, request.query),
    );
  }

  for (const [list, summary] of projectLists) {
    app.get(
      `/${list}`,
      {
        config: { access: { rights: [['projects', 'READ']] } },
        schema: {
          tags,
          summary,
          querystring: listQuerySchema,
          response: { 200: pageSchema(referenceItemSchema), ...readErrors },
        },
      },
      async (request) => listNamed(request.ctx, list, request.query),
    );
  }

  // Tenant lists without personal data: any logged-in user reads them.
  for (const [list, summary] of [
    ['chargeTypes', 'Charge types invoice lines are billed under'],
    ['insurance', 'Insurances crew can be covered by'],
    ['qualityCheckTypes', 'Checks done on delivered work'],
  ] as const) {
    app.get(
      `/${list}`,
      {
        schema: {
          tags,
          summary,
          querystring: listQuerySchema,
          response: { 200: pageSchema(referenceItemSchema), ...readErrors },
        },
      },
      async (request) => listNamed(request.ctx, list, request.query),
    );
  }

  app.get(
    '/documentsStatus',
    {
      schema: {
        tags,
        summary: 'The states of an uploaded document',
        response: { 200: z.array(documentStatusSchema), ...readErrors },
      },
    },
    async () => [...documentStatuses],
  );

  app.get(
    '/taxTypes',
    {
      schema: {
        tags,
        summary: 'Tax rates (basis points: 2100 is 21 %)',
        querystring: listQuerySchema,
        response: { 200: pageSchema(taxTypeSchema), ...readErrors },
      },
    },
    async (request) => listTaxTypes(request.ctx, request.query),
  );

  app.get(
    '/rateCards',
    {
      config: { access: { rights: [['rateCards', 'READ']] } },
      schema: {
        tags,
        summary: 'Rate cards: general ones and client agreements (clients: their own company)',
        querystring: listQuerySchema,
        response: { 200: pageSchema(rateCardSchema), ...readErrors },
      },
    },
    async (request) => listRateCards(request.ctx, request.query),
  );

  app.get(
    '/rateCards/:id/items',
    {
      config: { access: { rights: [['rateCards', 'READ']] } },
      schema: {
        tags,
        summary: 'Hourly rates of one rate card, per function',
        params: entityIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pageSchema(rateCardItemSchema), ...readErrors },
      },
    },
    async (request) => listRateCardItems(request.ctx, request.params.id, request.query),
  );

  // Nationalities are the same ISO list: a nationality is stored as the country's code.
  for (const [path, summary] of [
    [
      '/countries',
      'Countries (ISO 3166-1 alpha-2), named in the language asked or the login\u2019s',
    ],
    ['/nationalities', 'Nationalities as ISO 3166-1 alpha-2 codes, named like /countries'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          querystring: countryListQuerySchema,
          response: { 200: pageSchema(countrySchema), ...readErrors },
        },
      },
      async (request) => pageOfCountries(request.query, request.ctx.auth.claims.loginData.language),
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
