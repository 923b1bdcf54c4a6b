import {
  byIdParamsSchema,
  faqInputSchema,
  faqListQuerySchema,
  faqSchema,
  listQuerySchema,
  pageSchema,
  referenceItemSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { createFaq, getFaq, listFaqCategories, listFaqs, updateFaq } from './faq.service';

const tags = ['help centre'];

/** The help centre: everyone with faq READ searches, the office (faq CREATE, EDIT) writes. */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/faq',
    {
      config: { access: { rights: [['faq', 'READ']] } },
      schema: {
        tags,
        summary: 'FAQs for me, ranked by the search words (view=editor: all, faq EDIT)',
        querystring: faqListQuerySchema,
        response: { 200: pageSchema(faqSchema), ...readErrors },
      },
    },
    async (request) => listFaqs(request.ctx, request.query),
  );

  app.get(
    '/faq/:id',
    {
      config: { access: { rights: [['faq', 'READ']] } },
      schema: {
        tags,
        summary: 'One FAQ I may read',
        params: byIdParamsSchema,
        response: { 200: faqSchema, ...readErrors },
      },
    },
    async (request) => getFaq(request.ctx, request.params.id),
  );

  app.post(
    '/faq',
    {
      config: { access: { rights: [['faq', 'CREATE']] } },
      schema: {
        tags,
        summary: 'Add an FAQ (answer in Markdown)',
        body: faqInputSchema,
        response: { 201: faqSchema, ...writeErrors },
      },
    },
    async (request, reply) => created(reply, createFaq(request.ctx, request.body)),
  );

  app.post(
    '/faq/:id',
    {
      config: { access: { rights: [['faq', 'EDIT']] } },
      schema: {
        tags,
        summary: 'Change an FAQ',
        params: byIdParamsSchema,
        body: faqInputSchema,
        response: { 200: faqSchema, ...writeErrors },
      },
    },
    async (request) => updateFaq(request.ctx, request.params.id, request.body),
  );

  app.get(
    '/categories',
    {
      config: { access: { rights: [['faq', 'READ']] } },
      schema: {
        tags,
        summary: 'Help centre categories',
        querystring: listQuerySchema,
        response: { 200: pageSchema(referenceItemSchema), ...readErrors },
      },
    },
    async (request) => listFaqCategories(request.ctx, request.query),
  );
};
