import { errorResponseSchema } from '@crewhub/shared';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Access } from './access';

// Derives what every operation of the OpenAPI document must carry (operationId, tags,
// description, security, error answers) from the route itself, so route files only state their
// summary and schemas. Runs per route, before the zod schemas become JSON schemas.

type RouteSchema = {
  hide?: boolean;
  summary?: string;
  description?: string;
  tags?: string[];
  operationId?: string;
  security?: Record<string, string[]>[];
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string | number, unknown>;
};

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const words = (text: string) => text.match(/[A-Za-z0-9]+/g) ?? [];
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "GET /api/v1/projectCrews/{id}/deliveryNote" -> "getProjectCrewsByIdDeliveryNote". */
export const operationIdOf = (method: string, url: string): string =>
  method.toLowerCase() +
  url
    .replace(/^\/api\/v1/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[:{](\w+)}?$/.exec(segment);
      return param ? `By${capital(param[1] ?? '')}` : words(segment).map(capital).join('');
    })
    .join('');

/** The first path segment names the area: "/api/v1/projectCrews/..." -> "projectCrews". */
const tagOf = (url: string) =>
  url
    .replace(/^\/api\/v1/, '')
    .split('/')
    .filter(Boolean)[0] ?? 'app';

/** Who may call the operation, in words, from the route's access rule. */
const accessSentence = (access: Access | undefined): string => {
  if (access?.public) return 'Public: no login needed.';
  const parts = ['Needs a login'];
  if (access?.loginTypes?.length) parts.push(`of type ${access.loginTypes.join(' or ')}`);
  if (access?.rights?.length) {
    parts.push(`with the rights ${access.rights.map(([r, right]) => `${r} ${right}`).join(', ')}`);
  }
  const guests = access?.guests?.length
    ? ` Guests (${access.guests.join(', ')}) are admitted.`
    : '';
  return `${parts.join(' ')}.${guests}`;
};

/**
 * The errors the framework itself can answer for this route: 400 for bad parameters, query or
 * body (and for refused uploads), 401 without a valid login, 403 without the right or without
 * the XSRF header on a write, 404 for an id that is not there or not the caller's, 409 for a
 * write the rules refuse, 413 for an upload over its size, 429 when a public call is throttled.
 */
const frameworkErrors = (
  method: string,
  schema: RouteSchema,
  isPublic: boolean,
  upload: boolean,
) => {
  const write = writeMethods.has(method);
  const statuses = new Set<number>();
  if (schema.params || schema.querystring || schema.body || upload) statuses.add(400);
  if (!isPublic) statuses.add(401).add(403);
  if (write) statuses.add(403);
  if (schema.params) statuses.add(404);
  if (write && !isPublic) statuses.add(409);
  if (upload) statuses.add(413);
  if (isPublic) statuses.add(429);
  return Object.fromEntries([...statuses].map((status) => [status, errorResponseSchema]));
};

/** Uploads read their multipart body themselves; their summary says so. */
export const isUpload = (schema: RouteSchema) =>
  /multipart/i.test(`${schema.summary ?? ''} ${schema.description ?? ''}`);

const methodsOf = (route: RouteOptions): string[] =>
  Array.isArray(route.method) ? route.method : [route.method];

/** A route that declares no success answer still has one; OpenAPI wants it listed. */
const successAnswer = { 200: z.unknown().describe('Success') };

/** The route's schema with everything the document needs added; hidden routes stay as they are. */
export const describeOperation = (
  route: RouteOptions,
  url: string,
  input: RouteSchema | undefined,
): RouteSchema => {
  const schema = { ...input };
  if (schema.hide) return schema;
  // A route may answer several methods with one schema: document the errors of all of them.
  const methods = methodsOf(route);
  const method = methods.find((name) => writeMethods.has(name)) ?? methods[0] ?? 'GET';
  const access = route.config?.access;
  const isPublic = access?.public === true;
  const summary = schema.summary ?? `${methods.join(', ')} ${url}`;
  const upload = isUpload(schema);
  const declared = schema.response ?? {};
  const succeeds = Object.keys(declared).some((status) => /^[23]/.test(status));
  return {
    ...schema,
    summary,
    // finishDocument puts each variant's own method in front (see uniqueOperationIds).
    operationId: schema.operationId ?? operationIdOf(method, url),
    tags: schema.tags?.length ? schema.tags : [tagOf(url)],
    description: schema.description ?? `${summary}. ${accessSentence(access)}`,
    // A public call needs no login; finishDocument adds the XSRF header to every write.
    security: isPublic ? [] : [{ bearer: [] }],
    response: {
      ...(succeeds ? {} : successAnswer),
      ...frameworkErrors(method, schema, isPublic, upload),
      ...declared,
    },
  };
};
