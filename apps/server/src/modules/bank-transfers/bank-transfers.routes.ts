import { bankTransferListQuerySchema, bankTransferSchema, pageSchema } from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/route-schemas';
import { listBankTransfers } from './bank-transfers.service';

export const bankTransfersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bankTransfers',
    {
      config: { access: { rights: [['bankTransfers', 'READ']] } },
      schema: {
        tags: ['payrolls'],
        summary: 'Payments made for payrolls: my own (OWN), or everybody’s for the office',
        querystring: bankTransferListQuerySchema,
        response: { 200: pageSchema(bankTransferSchema), ...readErrors },
      },
    },
    async (request) => listBankTransfers(request.ctx, request.query),
  );
};
