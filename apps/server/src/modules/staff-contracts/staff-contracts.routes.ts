import {
  contractCorrectionInputSchema,
  createStaffContractInputSchema,
  entityIdParamsSchema,
  staffContractDetailSchema,
  staffContractDocumentSchema,
  staffContractListQuerySchema,
  staffContractSchema,
  updateStaffContractInputSchema,
  uploadDocumentFieldsSchema,
  workingTimeCheckQuerySchema,
  workingTimeCheckSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created } from '../../lib/created';
import { errorResponses } from '../../lib/error-responses';
import { readErrors, writeErrors } from '../../lib/route-schemas';
import { readDocumentUpload } from '../documents';
import { addStaffContractDocument, staffContractDocuments } from './contract-documents.service';
import {
  correctStaffContract,
  createStaffContract,
  getStaffContract,
  listStaffContracts,
  personStaffContracts,
  updateStaffContract,
} from './staff-contracts.service';
import { checkWorkingTime } from './working-time.service';

const tags = ['staffContracts'];
const read = { rights: [['staffContracts', 'READ']] as ['staffContracts', 'READ'][] };
const contracts = z.array(staffContractSchema);

/**
 * Staff contracts: crew read their own, the office everybody's and records contracts and
 * corrections; planners check the working-time rules before confirming someone.
 */
export const staffContractsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staffContracts',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'My contracts, or everyone’s for the office; filter active or past, by person',
        querystring: staffContractListQuerySchema,
        response: { 200: contracts, ...readErrors },
      },
    },
    async (request) => listStaffContracts(request.ctx, request.query),
  );

  app.post(
    '/staffContracts',
    {
      config: { access: { rights: [['staffContracts', 'CREATE']] } },
      schema: {
        tags,
        summary: 'Record a contract (409 when it meets another contract of the person)',
        body: createStaffContractInputSchema,
        response: { 201: staffContractDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) => created(reply, createStaffContract(request.ctx, request.body)),
  );

  app.get(
    '/staffContracts/:id',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'A contract with planned and worked hours and both accounts per period',
        params: entityIdParamsSchema,
        response: { 200: staffContractDetailSchema, ...readErrors },
      },
    },
    async (request) => getStaffContract(request.ctx, request.params.id),
  );

  app.post(
    '/staffContracts/:id',
    {
      config: { access: { rights: [['staffContracts', 'EDIT']] } },
      schema: {
        tags,
        summary:
          'Change a contract’s type, quota, period and vacation (409 when it meets another ' +
          'contract of the person; 400 when a correction would fall outside)',
        params: entityIdParamsSchema,
        body: updateStaffContractInputSchema,
        response: { 200: staffContractDetailSchema, ...writeErrors },
      },
    },
    async (request) => updateStaffContract(request.ctx, request.params.id, request.body),
  );

  app.get(
    '/staffContracts/:id/documents',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'The papers of a contract and whether they are signed',
        params: entityIdParamsSchema,
        response: { 200: z.array(staffContractDocumentSchema), ...readErrors },
      },
    },
    async (request) => staffContractDocuments(request.ctx, request.params.id),
  );

  app.post(
    '/staffContracts/:id/documents',
    {
      config: { access: { rights: [['staffContracts', 'EDIT']] } },
      schema: {
        tags,
        summary:
          'Send the contract to sign: multipart fields typeId (a person’s paper type that is ' +
          'signed), name?, documentDate?, then "file" (a PDF up to 10 MB); the person signs it ' +
          'on the document screen',
        params: entityIdParamsSchema,
        response: {
          201: staffContractDocumentSchema,
          ...errorResponses(400, 401, 403, 404, 413),
        },
      },
    },
    async (request, reply) => {
      const upload = await readDocumentUpload(request, uploadDocumentFieldsSchema);
      return created(reply, addStaffContractDocument(request.ctx, request.params.id, upload));
    },
  );

  app.post(
    '/staffContracts/:id/corrections',
    {
      config: { access: { rights: [['staffContracts', 'EDIT']] } },
      schema: {
        tags,
        summary: 'Correct the time or vacation account by a logged entry with a reason',
        params: entityIdParamsSchema,
        body: contractCorrectionInputSchema,
        response: { 201: staffContractDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      created(reply, correctStaffContract(request.ctx, request.params.id, request.body)),
  );

  for (const [path, activeOnly] of [
    ['staffContracts', false],
    ['activeStaffContracts', true],
  ] as const) {
    app.get(
      `/persons/:id/${path}`,
      {
        config: { access: read },
        schema: {
          tags: ['persons'],
          summary: activeOnly ? 'A person’s contracts running today' : 'A person’s contracts',
          params: entityIdParamsSchema,
          response: { 200: contracts, ...readErrors },
        },
      },
      async (request) => personStaffContracts(request.ctx, request.params.id, activeOnly),
    );
  }

  app.get(
    '/projectCrewItems/:id/workingTime',
    {
      config: { access: { rights: [['projects', 'EDIT']] } },
      schema: {
        tags: ['projectCrewItems'],
        summary:
          'Working-time rules confirming the person on the position would break, with the ' +
          'hours over or short',
        params: entityIdParamsSchema,
        querystring: workingTimeCheckQuerySchema,
        response: { 200: workingTimeCheckSchema, ...readErrors },
      },
    },
    async (request) => checkWorkingTime(request.ctx, request.params.id, request.query.personId),
  );
};
