import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalidField } from '../lib/app-error';
import { findUnsafeText } from '../lib/unsafe-text';

/** The request parts as the validation issues name them. */
const parts = (request: FastifyRequest): [string, unknown][] => [
  ['params', request.params],
  ['querystring', request.query],
  ['body', request.body],
];

/**
 * Refuses NUL bytes and lone surrogates in every path parameter, query parameter and JSON body
 * string, once, before any route's schema or database sees them: PostgreSQL answers a NUL in
 * text with an error, and a lone surrogate breaks encodeURIComponent and UTF-8 encoding.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [name, value] of parts(request)) {
      const issue = findUnsafeText(value, name);
      if (issue) throw invalidField(issue.field, issue.message);
    }
  });
});
