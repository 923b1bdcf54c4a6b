import {
  errorResponseSchema,
  payrollLinkHeader,
  payrollLinkHeadersSchema,
  payrollLinkInputSchema,
  payrollLinkSchema,
  payrollNumberParamsSchema,
  publicPayrollSchema,
  publicPayrollsSchema,
} from '@crewhub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../../lib/created';
import { errorResponses } from '../../lib/error-responses';
import type { ModuleDeps } from '../../lib/request-context';
import { writeErrors } from '../../lib/route-schemas';
import { createPayrollLink, publicPayroll, publicPayrolls } from './public-payrolls.service';

const tags = ['payrolls'];
/** Each guess at a token costs a request: a low per-address cap keeps guessing hopeless. */
const rateLimit = { max: 30, timeWindow: '1 minute' };
const publicErrors = { ...errorResponses(400, 404), 429: errorResponseSchema };

/**
 * Payrolls for people without a login: the office makes a link, the link's token (sent in the
 * `x-payroll-link` header, so it stays out of request logs) is the permission.
 */
export const publicPayrollsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.post(
    '/payrolls/:number/publicLink',
    {
      config: { access: { rights: [['payrolls', 'EDIT']] } },
      schema: {
        tags,
        summary:
          "Office: a link that shows the payroll's person their payrolls without a login; " +
          'sendMail mails it to their own address',
        params: payrollNumberParamsSchema,
        body: payrollLinkInputSchema,
        response: { 201: payrollLinkSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      created(reply, createPayrollLink(request.ctx, request.params.number, request.body)),
  );

  app.get(
    '/public/payrolls',
    {
      config: { access: { public: true }, rateLimit },
      schema: {
        tags,
        summary: "The payrolls of a shared link's person, newest first (token in the header)",
        headers: payrollLinkHeadersSchema,
        response: { 200: publicPayrollsSchema, ...publicErrors },
      },
    },
    async (request) => publicPayrolls(deps, request.tenant, request.headers[payrollLinkHeader]),
  );

  app.get(
    '/public/payrolls/:number',
    {
      config: { access: { public: true }, rateLimit },
      schema: {
        tags,
        summary: "One payroll of a shared link's person: lines and payments",
        params: payrollNumberParamsSchema,
        headers: payrollLinkHeadersSchema,
        response: { 200: publicPayrollSchema, ...publicErrors },
      },
    },
    async (request) =>
      publicPayroll(
        deps,
        request.tenant,
        request.headers[payrollLinkHeader],
        request.params.number,
      ),
  );
};
