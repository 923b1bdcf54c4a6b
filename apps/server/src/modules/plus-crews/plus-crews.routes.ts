import {
  createPlusCrewInputSchema,
  createPlusCrewValueDataInputSchema,
  entityIdParamsSchema,
  importPlusCrewCsvInputSchema,
  messageSchema,
  plusCrewDataSourceTypes,
  plusCrewImportResultSchema,
  plusCrewNumberParamsSchema,
  plusCrewProgressQuerySchema,
  plusCrewProgressSchema,
  plusCrewSchema,
  plusCrewTypes,
  plusCrewValueDataQuerySchema,
  plusCrewValueDataSchema,
  plusCrewValueSchema,
  plusCrewValueTypeSchema,
  plusCrewValueTypes,
  savePlusCrewDaysInputSchema,
  updatePlusCrewInputSchema,
  updatePlusCrewValueDataInputSchema,
  updatePlusCrewValueInputSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created } from '../../lib/created';
import { idParamSchema } from '@crewhub/shared';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { importPlusCrewCsv, savePlusCrewDays } from './plus-crew-days.service';
import {
  createPlusCrewValueData,
  deletePlusCrewValueData,
  listPlusCrewValueDatas,
  listPlusCrewValues,
  updatePlusCrewValue,
  updatePlusCrewValueData,
} from './plus-crew-values.service';
import {
  createPlusCrew,
  getPlusCrew,
  listPlusCrews,
  plusCrewProgress,
  updatePlusCrew,
} from './plus-crews.service';

const tags = ['plusCrews'];
type Pair = ['plusCrews', 'READ' | 'EDIT'];
const read = { rights: [['plusCrews', 'READ']] as Pair[] };
const edit = { rights: [['plusCrews', 'EDIT']] as Pair[] };
// Plus-crew guests read their dashboard and enter its data; the services hold them to it.
const guestRead = { ...read, guests: ['pluscrew'] as 'pluscrew'[] };
const guestEdit = { ...edit, guests: ['pluscrew'] as 'pluscrew'[] };
const params = plusCrewNumberParamsSchema;

export const plusCrewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plusCrews',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'Plus crews by number',
        response: { 200: z.array(plusCrewSchema), ...readErrors },
      },
    },
    async (request) => listPlusCrews(request.ctx),
  );
  app.post(
    '/plusCrews',
    {
      config: { access: edit },
      schema: {
        tags,
        summary:
          'A new plus crew: number, name, crew type, members, client contact, guest password; ' +
          'it tracks every value type, the bonus rule and target set in its settings',
        body: createPlusCrewInputSchema,
        response: { 201: plusCrewSchema, ...writeErrors },
      },
    },
    async (request, reply) => created(reply, createPlusCrew(request.ctx, request.body)),
  );
  app.get(
    '/plusCrews/prgrss',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "Each plus crew's turnover against target in a month (this month by default)",
        querystring: plusCrewProgressQuerySchema,
        response: { 200: z.array(plusCrewProgressSchema), ...readErrors },
      },
    },
    async (request) => plusCrewProgress(request.ctx, request.query.month),
  );
  app.get(
    '/plusCrews/:number',
    {
      config: { access: guestRead },
      schema: {
        tags,
        summary: 'One plus crew by number',
        params,
        response: { 200: plusCrewSchema, ...readErrors },
      },
    },
    async (request) => getPlusCrew(request.ctx, request.params.number),
  );
  app.post(
    '/plusCrews/:number',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'Plus crew settings: name, crew type, members, client contact, guest password',
        params,
        body: updatePlusCrewInputSchema,
        response: { 200: plusCrewSchema, ...writeErrors },
      },
    },
    async (request) => updatePlusCrew(request.ctx, request.params.number, request.body),
  );
  app.post(
    '/plusCrews/:number/days',
    {
      config: { access: guestEdit },
      schema: {
        tags,
        summary: "The data entry grid's changed days of one month",
        params,
        body: savePlusCrewDaysInputSchema,
        response: { 200: messageSchema, ...writeErrors },
      },
    },
    async (request) => savePlusCrewDays(request.ctx, request.params.number, request.body),
  );
  app.post(
    '/plusCrews/:number/import',
    {
      config: { access: guestEdit },
      schema: {
        tags,
        summary: "Import a till's CSV export with the plus crew's column mapping",
        params,
        body: importPlusCrewCsvInputSchema,
        response: { 200: plusCrewImportResultSchema, ...writeErrors },
      },
    },
    async (request) => importPlusCrewCsv(request.ctx, request.params.number, request.body),
  );

  app.get(
    '/plusCrewValues',
    {
      config: { access: guestRead },
      schema: {
        tags,
        summary: 'The value types a plus crew tracks, with their settings',
        querystring: z.object({ plusCrewId: idParamSchema }),
        response: { 200: z.array(plusCrewValueSchema), ...readErrors },
      },
    },
    async (request) => listPlusCrewValues(request.ctx, request.query.plusCrewId),
  );
  app.post(
    '/plusCrewValues/:id',
    {
      config: { access: edit },
      schema: {
        tags,
        summary: 'Track a value type or not; the bonus rule or the default target',
        params: entityIdParamsSchema,
        body: updatePlusCrewValueInputSchema,
        response: { 200: plusCrewValueSchema, ...writeErrors },
      },
    },
    async (request) => updatePlusCrewValue(request.ctx, request.params.id, request.body),
  );

  app.get(
    '/plusCrewValueDatas',
    {
      config: { access: guestRead },
      schema: {
        tags,
        summary: "A value type's daily rows of a plus crew from dateFrom to dateTo",
        querystring: plusCrewValueDataQuerySchema,
        response: { 200: z.array(plusCrewValueDataSchema), ...readErrors },
      },
    },
    async (request) => listPlusCrewValueDatas(request.ctx, request.query),
  );
  app.post(
    '/plusCrewValueDatas',
    {
      config: { access: guestEdit },
      schema: {
        tags,
        summary: 'Add a daily row (amount in cents, or hours for Staff Hours)',
        body: createPlusCrewValueDataInputSchema,
        response: { 201: plusCrewValueDataSchema, ...writeErrors },
      },
    },
    async (request, reply) => created(reply, createPlusCrewValueData(request.ctx, request.body)),
  );
  app.post(
    '/plusCrewValueDatas/:id',
    {
      config: { access: guestEdit },
      schema: {
        tags,
        summary: 'Correct a daily row',
        params: entityIdParamsSchema,
        body: updatePlusCrewValueDataInputSchema,
        response: { 200: plusCrewValueDataSchema, ...writeErrors },
      },
    },
    async (request) => updatePlusCrewValueData(request.ctx, request.params.id, request.body),
  );
  app.delete(
    '/plusCrewValueDatas/:id',
    {
      config: { access: guestEdit },
      schema: {
        tags,
        summary: 'Delete a daily row',
        params: entityIdParamsSchema,
        body: z.object({}).passthrough().optional(),
        response: { 200: messageSchema, ...writeErrors },
      },
    },
    async (request) => deletePlusCrewValueData(request.ctx, request.params.id),
  );

  const list = <T extends z.ZodType>(
    path: string,
    summary: string,
    item: T,
    items: z.infer<T>[],
    guests: boolean,
  ) =>
    app.get(
      path,
      {
        config: { access: guests ? guestRead : read },
        schema: { tags, summary, response: { 200: z.array(item), ...readErrors } },
      },
      async () => items,
    );
  list(
    '/plusCrewValueTypes',
    'Value types: Team Bonus, Actual Turnover, Staff Hours, Target Turnover',
    plusCrewValueTypeSchema,
    [...plusCrewValueTypes],
    true,
  );
  list('/plusCrewTypes', 'Crew types', z.string(), [...plusCrewTypes], false);
  list(
    '/plusCrewDataSourceTypes',
    'Where a daily row came from',
    z.string(),
    [...plusCrewDataSourceTypes],
    false,
  );
};
