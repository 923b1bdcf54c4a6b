import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldIssue } from '../lib/app-error';
import { isWriteConflict, loggableError } from '../lib/database-errors';

const fieldOf = (context: string | undefined, instancePath: string): string => {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return [context, path].filter(Boolean).join('.') || (context ?? 'request');
};

/** Fastify's own client errors, with the code the API answers with and the part at fault. */
const frameworkErrors: Record<string, { code: AppError['code']; message: string; field?: string }> =
  {
    FST_ERR_CTP_BODY_TOO_LARGE: {
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large',
    },
    FST_ERR_CTP_INVALID_JSON_BODY: {
      code: 'VALIDATION_FAILED',
      message: 'The request body is not valid JSON',
      field: 'body',
    },
    FST_ERR_CTP_EMPTY_JSON_BODY: {
      code: 'VALIDATION_FAILED',
      message: 'The request body is empty',
      field: 'body',
    },
    // @fastify/multipart: a file over the upload limit, or more files or parts than allowed.
    FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large' },
    FST_FILES_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Too many files in one upload' },
    FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Too many parts in one upload' },
    FST_INVALID_MULTIPART_CONTENT_TYPE: {
      code: 'VALIDATION_FAILED',
      message: 'Send the body as multipart/form-data',
      field: 'headers.content-type',
    },
    FST_PROTO_VIOLATION: {
      code: 'VALIDATION_FAILED',
      message: 'A multipart field name is not allowed',
      field: 'body',
    },
    FST_ERR_CTP_INVALID_MEDIA_TYPE: {
      code: 'VALIDATION_FAILED',
      message: 'Unsupported content type',
      field: 'headers.content-type',
    },
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
      code: 'VALIDATION_FAILED',
      message: 'The Content-Length header does not match the body',
      field: 'headers.content-length',
    },
  };

/**
 * The multipart parser (busboy) throws plain errors, without a code, for a Content-Type
 * without boundary and for a body whose boundary never comes; both are the caller's mistake.
 */
const malformedMultipart = /^Multipart: |unexpected end of multipart data/i;

const validationFailed = (field: string, message: string) => ({
  code: 'VALIDATION_FAILED',
  message: `${field}: ${message}`,
  issues: [{ field, message }],
});

/**
 * Fastify's router refuses a path that is not valid percent-encoded UTF-8 before any route or
 * error handler runs; this answers it in the API's error shape (Fastify's `frameworkErrors`).
 */
export const answerBadUrl = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
  reply
    .status(400)
    .send(
      error.code === 'FST_ERR_BAD_URL'
        ? validationFailed('params', 'The path is not valid percent-encoded UTF-8')
        : validationFailed('request', error.message),
    );

/**
 * One place maps failures to responses: AppError codes to their status, validation to 400
 * with the field and reason, everything unexpected to a generic 500 that is logged, never shown.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        code: error.code,
        message: error.message,
        ...(error.issues ? { issues: error.issues } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((issue) => ({
        field: fieldOf(error.validationContext, issue.instancePath),
        message: issue.message ?? 'Invalid value',
      }));
      const first = issues[0];
      return reply.status(400).send({
        code: 'VALIDATION_FAILED',
        message: first ? `${first.field}: ${first.message}` : 'Invalid request',
        issues,
      });
    }
    const known = frameworkErrors[error.code];
    if (known?.field) return reply.status(400).send(validationFailed(known.field, known.message));
    if (known) return reply.status(413).send({ code: known.code, message: known.message });
    if (!error.code && malformedMultipart.test(error.message)) {
      return reply.status(400).send(validationFailed('body', 'The multipart body is malformed'));
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests, please try again later' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ code: 'VALIDATION_FAILED', message: error.message });
    }
    // Safety net for races the services do not foresee: two requests writing the same unique
    // value, or one removing a row another still refers to. Retrying usually succeeds.
    if (isWriteConflict(error)) {
      request.log.warn({ err: loggableError(error) }, 'write conflict');
      return reply.status(409).send({
        code: 'CONFLICT',
        message: 'This conflicts with a change made at the same moment. Reload and try again.',
      });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: 'Something went wrong' });
  });
});
