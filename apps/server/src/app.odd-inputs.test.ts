import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiOperations,
  findRealIds,
  isSessionOperation,
  jsonBodySchema,
  plausibleParam,
  plausibleQuery,
  plausibleValue,
  type Operation,
  type RealIds,
} from './testing/openapi-probes';
import { demoLogin, useTestApp } from './testing/test-app';

// Bad input is the caller's mistake: every route answers it with a 4xx, never a 500. The routes
// come from the OpenAPI document, so new routes are probed too. Each path parameter, query
// parameter and top-level body field in turn gets odd values while the rest stays plausible.

type Probe = { method: string; url: string; body?: unknown; what: string };

const ctx = useTestApp();
const tokens: Record<string, string> = {};

/** Values no route should choke on: wrong types, out of range, unreal dates, long text. */
const oddText = [
  '',
  'abc',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  'bogus-enum',
  'x'.repeat(3000),
];
const oddJson: unknown[] = [
  null,
  '',
  'x'.repeat(20_000),
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  -1,
  1.5,
  2147483648,
  1e20,
  true,
  [],
  // Passes the data URL pattern, but is no PNG.
  'data:image/png;base64,AAAA',
];

let realIds: RealIds = {};

const probesOf = (method: string, path: string, operation: Operation): Probe[] => {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = jsonBodySchema(operation);
  const withPath = (odd?: { name: string; value: string }) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(odd?.name === name ? odd.value : plausibleParam(realIds, path, name)),
    );
  const query = (odd?: { name: string; value: string }) => {
    const search = new URLSearchParams();
    for (const parameter of queryParams) {
      if (odd?.name === parameter.name) search.set(parameter.name, odd.value);
      else {
        const value = plausibleQuery(parameter.name);
        if (value) search.set(parameter.name, value);
      }
    }
    const text = search.toString();
    return text ? `?${text}` : '';
  };
  const baseBody = operation.requestBody ? plausibleValue(bodySchema) : undefined;
  const probes: Probe[] = [
    { method, url: `${withPath()}${query()}`, body: baseBody, what: 'plain' },
  ];
  for (const parameter of pathParams) {
    for (const value of oddText) {
      const odd = { name: parameter.name, value };
      probes.push({
        method,
        url: `${withPath(odd)}${query()}`,
        body: baseBody,
        what: `path ${parameter.name}=${value.slice(0, 20)}`,
      });
    }
  }
  for (const parameter of queryParams) {
    for (const value of oddText) {
      const odd = { name: parameter.name, value };
      probes.push({
        method,
        url: `${withPath()}${query(odd)}`,
        body: baseBody,
        what: `query ${parameter.name}=${value.slice(0, 20)}`,
      });
    }
  }
  if (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
    for (const field of Object.keys(bodySchema.properties ?? {})) {
      for (const value of oddJson) {
        probes.push({
          method,
          url: `${withPath()}${query()}`,
          body: { ...baseBody, [field]: value },
          what: `body ${field}=${JSON.stringify(value)?.slice(0, 20)}`,
        });
      }
    }
  }
  return probes;
};

beforeAll(async () => {
  for (const local of ['planner', 'crew', 'chief'])
    tokens[local] = await ctx.login(demoLogin(local));
  realIds = await findRealIds(ctx.handle.db);
});

describe('odd inputs', () => {
  it('never answer 500 on any route', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    const send = async (who: string, path: string, probe: Probe) => {
      const response = await ctx.request(probe.method as 'GET', probe.url, {
        token: tokens[who],
        headers: { type: 'MOBILE' },
        ...(probe.body === undefined ? {} : { body: probe.body }),
      });
      if (response.statusCode >= 500) {
        failures.push(`${who} ${probe.method} ${path} ${probe.what} -> ${response.statusCode}`);
      }
      return response;
    };
    // The access guard's refusal (plugins/access.ts), before the route's own code runs.
    const refusedByGuard = (response: Awaited<ReturnType<typeof send>>) =>
      response.statusCode === 403 &&
      response.json<{ message: string }>().message.startsWith('Missing right');
    for (const { method, path, operation } of apiOperations(ctx.app)) {
      if (isSessionOperation(path)) continue;
      const [plain, ...odd] = probesOf(method, path, operation);
      const refused = new Set<string>();
      for (const who of Object.keys(tokens)) {
        if (refusedByGuard(await send(who, path, plain!))) refused.add(who);
      }
      // A role without the route's rights meets the guard's refusal whatever the input, and the
      // roles it serves run its code with every odd value; when it serves none, all are probed.
      // A refusal of the route's own (another's object, a scope) is probed like any answer.
      const everyRefused = refused.size === Object.keys(tokens).length;
      const probing = Object.keys(tokens).filter((who) => everyRefused || !refused.has(who));
      for (const probe of odd) {
        for (const who of probing) await send(who, path, probe);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each([
    [
      'POST',
      '/api/v1/projects',
      {
        name: 'X',
        crews: [
          {
            name: 'C',
            date: '2026-12-01',
            positions: [{ functionId: 2147483648, startTime: '08:00', endTime: '16:00' }],
          },
        ],
      },
    ],
    ['POST', '/api/v1/projects', { name: 'X', beginDate: '2999-12-31', endDate: '3000-01-01' }],
    ['POST', '/api/v1/blockDates', { reason: 'x', startDate: '2026-11-30', endDate: '9999-12-31' }],
    ['GET', '/api/v1/personalCalendar?month=9999-12', undefined],
    [
      'GET',
      '/api/v1/planningCalendarItems?from=2026-11-01&to=2026-11-30&functionIds=1,2147483648',
      undefined,
    ],
  ])('answers %s %s with odd nested values with 400', async (method, url, body) => {
    const response = await ctx.request(method as 'GET', url, {
      token: tokens.planner,
      ...(body === undefined ? {} : { body }),
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a garbage or oversized token with 401', async () => {
    for (const token of ['x', 'a.b.c', 'x'.repeat(10_000)]) {
      const response = await ctx.request('GET', '/api/v1/jobs', { token });
      expect(response.statusCode).toBe(401);
    }
  });
});
