import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIV3 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  findRealIds,
  plausibleParam,
  plausibleQuery,
  type RealIds,
} from './testing/openapi-probes';
import { demoLogin, useTestApp } from './testing/test-app';

// Calls every GET of the OpenAPI document as each demo user and checks every JSON answer
// against the schema the operation declares for its status, with Ajv in strict mode: the
// document promises what the server really sends. Reads only, so the demo data stays as it is.
const ctx = useTestApp();
const users = ['office', 'planner', 'chief', 'crew', 'client'] as const;
const tokens: Record<string, string> = {};
let realIds: RealIds;
let document: OpenAPIV3.Document;

const ajv = new Ajv({ strict: true, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addKeyword('example');

/** OpenAPI 3.0 writes exclusive bounds as booleans (draft 4); Ajv reads draft 7 numbers. */
const draft7 = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(draft7);
  if (typeof value !== 'object' || value === null) return value;
  const schema = Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, draft7(inner)]),
  ) as Record<string, unknown>;
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (schema[flag] === true) {
      schema[flag] = schema[bound];
      delete schema[bound];
    } else if (schema[flag] === false) delete schema[flag];
  }
  return schema;
};

const jsonSchemaOf = (operation: OpenAPIV3.OperationObject, status: number) => {
  const response = operation.responses[String(status)] as OpenAPIV3.ResponseObject | undefined;
  return response?.content?.['application/json']?.schema;
};

beforeAll(async () => {
  for (const user of users) tokens[user] = await ctx.login(demoLogin(user));
  realIds = await findRealIds(ctx.handle.db);
  await ctx.app.ready();
  document = ctx.app.swagger() as OpenAPIV3.Document;
});

describe('answers of every GET match the declared schemas', () => {
  it('finds no mismatch (Ajv strict)', async () => {
    const mismatches: string[] = [];
    const compiled = new Map<object, ValidateFunction>();
    let checked = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      const operation = item?.get;
      if (!operation || !path.startsWith('/api/v1/') || /docs|\.ics$/.test(path)) continue;
      const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(plausibleParam(realIds, path, name)),
      );
      const query = new URLSearchParams();
      for (const parameter of parameters.filter((p) => p.in === 'query')) {
        const value = plausibleQuery(parameter.name);
        if (value !== undefined) query.set(parameter.name, value);
      }
      for (const user of users) {
        const response = await ctx.request('GET', `${url}${query.size ? `?${query}` : ''}`, {
          token: tokens[user],
        });
        if (!String(response.headers['content-type']).startsWith('application/json')) continue;
        const schema = jsonSchemaOf(operation, response.statusCode);
        if (!schema) {
          mismatches.push(`${user} GET ${path}: ${response.statusCode} is not declared`);
          continue;
        }
        const validate = compiled.get(schema) ?? ajv.compile(draft7(schema) as object);
        compiled.set(schema, validate);
        checked += 1;
        if (!validate(response.json())) {
          const errors = ajv.errorsText(validate.errors).slice(0, 300);
          mismatches.push(`${user} GET ${path} ${response.statusCode}: ${errors}`);
        }
      }
    }
    console.warn(`Ajv checked ${checked} answers; ${mismatches.length} mismatches`);
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  }, 600_000);
});
