import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiOperations,
  findRealIds,
  isSessionOperation,
  jsonBodySchema,
  plausibleParam,
  plausibleQuery,
  plausibleValue,
  type ApiOperation,
  type RealIds,
} from './testing/openapi-probes';
import { signaturePng } from './testing/crew-day-factories';
import { demoLogin, useTestApp } from './testing/test-app';

// Characters and bodies no database or parser should see: a NUL byte (PostgreSQL refuses it
// in text), a lone surrogate (not valid UTF-8; encodeURIComponent throws on it), text far
// over any limit, and bodies that are not what the route reads. Every operation of the
// OpenAPI document gets each of them, as users with broad rights so probes pass the guard and
// reach the code behind it; every answer must be a 4xx, never a 5xx.

type Probe = {
  url: string;
  what: string;
  payload?: string | Buffer;
  contentType?: string;
};

type Answer = { code: string; message: string; issues?: { field: string }[] };

const ctx = useTestApp();
const tokens: Record<string, string> = {};
let realIds: RealIds = {};

const nul = 'a\u0000b';
const loneSurrogate = 'a\uD800b';
const overLong = 'x'.repeat(100_000);

/** Odd text as it arrives in a URL: percent-encoded bytes, some of them not UTF-8 at all. */
const oddUrlText: Record<string, string> = {
  nul: 'a%00b',
  'lone surrogate': 'a%ED%A0%80b',
  'broken escape': 'a%E0%A4%A',
  'over-long': overLong,
};
const oddJsonText: Record<string, string> = {
  nul,
  'lone surrogate': loneSurrogate,
  'over-long': overLong,
};

/** A complete multipart PNG file part and the closing boundary, after `before`. */
const withPngPart = (filename: string, before = '') =>
  Buffer.concat([
    Buffer.from(
      `${before}--x\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    Buffer.from(signaturePng.split(',')[1]!, 'base64'),
    Buffer.from('\r\n--x--\r\n'),
  ]);

/** Bodies a JSON route cannot read, and multipart bodies whose boundary never comes. */
const oddBodies: { what: string; payload: string | Buffer; contentType: string }[] = [
  { what: 'invalid JSON', payload: '{"a":', contentType: 'application/json' },
  { what: 'empty JSON', payload: '', contentType: 'application/json' },
  { what: 'JSON with a NUL key', payload: '{"a\\u0000":1}', contentType: 'application/json' },
  { what: 'wrong content type', payload: 'a=1', contentType: 'text/plain' },
  { what: 'unknown content type', payload: 'a=1', contentType: 'application/x-odd' },
  {
    what: 'multipart without boundary',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    contentType: 'multipart/form-data',
  },
  {
    what: 'multipart with a broken boundary',
    payload: '--other\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx',
    contentType: 'multipart/form-data; boundary=x',
  },
  {
    what: 'multipart cut short',
    payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx',
    contentType: 'multipart/form-data; boundary=x',
  },
  {
    what: 'multipart text field with a NUL',
    payload: withPngPart(
      'a.png',
      `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\n${nul}\r\n`,
    ),
    contentType: 'multipart/form-data; boundary=x',
  },
  {
    what: 'multipart file name with a NUL',
    payload: withPngPart(`${nul}.png`),
    contentType: 'multipart/form-data; boundary=x',
  },
];

const probesOf = ({ method, path, operation }: ApiOperation): Probe[] => {
  const parameters = operation.parameters ?? [];
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const urlWith = (odd?: { in: string; name: string; value: string }) => {
    const pathPart = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      odd?.in === 'path' && odd.name === name
        ? odd.value
        : encodeURIComponent(plausibleParam(realIds, path, name)),
    );
    const query = queryParams.flatMap((parameter) => {
      if (odd?.in === 'query' && odd.name === parameter.name)
        return [`${parameter.name}=${odd.value}`];
      const value = plausibleQuery(parameter.name);
      return value ? [`${parameter.name}=${value}`] : [];
    });
    return query.length ? `${pathPart}?${query.join('&')}` : pathPart;
  };
  const bodySchema = jsonBodySchema(operation);
  const baseBody = operation.requestBody ? plausibleValue(bodySchema) : undefined;
  const json = (body: unknown) =>
    body === undefined ? {} : { payload: JSON.stringify(body), contentType: 'application/json' };
  const probes: Probe[] = [];
  for (const parameter of parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
    for (const [what, value] of Object.entries(oddUrlText)) {
      probes.push({
        url: urlWith({ in: parameter.in, name: parameter.name, value }),
        what: `${parameter.in} ${parameter.name} ${what}`,
        ...json(baseBody),
      });
    }
  }
  if (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
    for (const field of Object.keys(bodySchema.properties ?? {})) {
      for (const [what, value] of Object.entries(oddJsonText)) {
        probes.push({
          url: urlWith(),
          what: `body ${field} ${what}`,
          ...json({ ...baseBody, [field]: value }),
        });
      }
    }
  }
  if (method !== 'GET') {
    for (const body of oddBodies) probes.push({ url: urlWith(), ...body });
  }
  return probes.map((probe) => ({ ...probe, what: `${method} ${path} ${probe.what}` }));
};

beforeAll(async () => {
  for (const local of ['planner', 'office']) tokens[local] = await ctx.login(demoLogin(local));
  realIds = await findRealIds(ctx.handle.db);
});

describe('bad input at the edge', () => {
  it(
    'answers NUL bytes, lone surrogates, over-long text and unreadable bodies on every operation with a 4xx that names the field',
    { timeout: 120_000 },
    async ({ annotate }) => {
      const serverErrors: string[] = [];
      const namelessRefusals: string[] = [];
      let sent = 0;
      for (const operation of apiOperations(ctx.app)) {
        if (isSessionOperation(operation.path)) continue;
        for (const probe of probesOf(operation)) {
          for (const [who, token] of Object.entries(tokens)) {
            sent += 1;
            const response = await ctx.request(operation.method as 'GET', probe.url, {
              token,
              headers: {
                type: 'MOBILE',
                ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
              },
              ...(probe.payload === undefined ? {} : { body: probe.payload }),
            });
            if (response.statusCode >= 500) {
              serverErrors.push(`${who} ${probe.what} -> ${response.statusCode}`);
            }
            const answer = response.statusCode === 400 ? response.json<Answer>() : null;
            if (answer?.code === 'VALIDATION_FAILED' && !answer.issues?.[0]?.field) {
              namelessRefusals.push(`${who} ${probe.what}: ${answer.message}`);
            }
          }
        }
      }
      await annotate(
        `${sent} requests, ${serverErrors.length} answers of 5xx, ${namelessRefusals.length} refusals naming no field`,
      );
      // A floor, so that a sweep that stopped finding operations does not pass unnoticed.
      expect(sent).toBeGreaterThan(5000);
      expect({ serverErrors, namelessRefusals }).toEqual({
        serverErrors: [],
        namelessRefusals: [],
      });
    },
  );

  it.each([
    ['a NUL in a body field', 'POST', '/api/v1/locations', '{"name":"a\\u0000b"}', 'body.name'],
    ['a lone surrogate', 'POST', '/api/v1/locations', '{"city":"\\ud800"}', 'body.city'],
    ['a NUL in the query', 'GET', '/api/v1/locations?q=a%00b', undefined, 'querystring.q'],
    ['a NUL in the path', 'GET', '/api/v1/invoices/a%00b', undefined, 'params.number'],
    ['a path that is not UTF-8', 'GET', '/api/v1/invoices/a%ED%A0%80b', undefined, 'params'],
    ['invalid JSON', 'POST', '/api/v1/locations', '{"name":', 'body'],
  ])('names the field for %s', async (_, method, url, payload, field) => {
    const response = await ctx.request(method as 'GET', url, {
      token: tokens.planner,
      headers: { type: 'MOBILE', 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { body: payload }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Answer>().issues?.[0]?.field).toBe(field);
  });

  it('names the content type header when the body is of a type the route does not read', async () => {
    const response = await ctx.request('POST', '/api/v1/locations', {
      token: tokens.planner,
      headers: { type: 'MOBILE', 'content-type': 'application/xml' },
      body: '<name>x</name>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Answer>().issues?.[0]?.field).toBe('headers.content-type');
  });
});
