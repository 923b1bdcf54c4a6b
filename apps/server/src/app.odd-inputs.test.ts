import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  blockDates,
  contacts,
  locations,
  logins,
  plannerCrewMemberships,
  plannerCrews,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  vacationRequests,
} from './db/schema';
import { signaturePng } from './testing/crew-day-factories';
import { demoLogin, useTestApp } from './testing/test-app';

// Bad input is the caller's mistake: every route answers it with a 4xx, never a 500. The routes
// come from the OpenAPI document, so new routes are probed too. Each path parameter, query
// parameter and top-level body field in turn gets odd values while the rest stays plausible.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  default?: unknown;
  nullable?: boolean;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
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

/** Ids of real rows, so probes get past "not found" to the code that uses the odd value. */
const realIds: Record<string, number> = {};

/** A plausible path parameter: a row the demo users can reach. */
const plausibleParam = (path: string, name: string): string => {
  if (name === 'number') return 'P-2026-001';
  if (name === 'personId') return String(realIds.person);
  if (name !== 'id') return '1';
  const resource = path.split('/')[3] ?? '';
  return String(realIds[resource] ?? 1);
};

const resolve = (schema: JsonSchema | undefined): JsonSchema => {
  if (!schema) return {};
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return resolve(choice.find((option) => option.type !== 'null') ?? choice[0]);
  if (schema.allOf?.length) return resolve(schema.allOf[0]);
  return schema;
};

/** A plausible value for a schema, so that only the field under test is odd. */
const plausible = (raw: JsonSchema | undefined): unknown => {
  const schema = resolve(raw);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [
          key,
          key === 'signature' ? signaturePng : plausible(schema.properties?.[key]),
        ]),
      );
    default:
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-11-23';
      if (schema.pattern?.includes(':')) return '10:00';
      if (schema.pattern?.includes('\\d{4}-')) return '2026-11';
      return 'P-2026-001';
  }
};

const operations = (): { method: string; path: string; operation: Operation }[] => {
  const document = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
};

/** Login, logout and password calls change the session or are throttled: probed elsewhere. */
const skipped = (path: string) => /\/(auth|password|docs)\b|passwordLink/.test(path);

const probesOf = (method: string, path: string, operation: Operation): Probe[] => {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = resolve(operation.requestBody?.content?.['application/json']?.schema);
  const withPath = (odd?: { name: string; value: string }) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(odd?.name === name ? odd.value : plausibleParam(path, name)),
    );
  const query = (odd?: { name: string; value: string }) => {
    const search = new URLSearchParams();
    for (const parameter of queryParams) {
      if (odd?.name === parameter.name) search.set(parameter.name, odd.value);
      else if (parameter.name === 'from') search.set('from', '2026-11-01');
      else if (parameter.name === 'to') search.set('to', '2026-11-30');
      else if (parameter.name === 'month') search.set('month', '2026-11');
    }
    const text = search.toString();
    return text ? `?${text}` : '';
  };
  const baseBody = operation.requestBody ? plausible(bodySchema) : undefined;
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

const firstId = async (query: Promise<{ id: number }[]>) => (await query)[0]?.id ?? 1;

beforeAll(async () => {
  for (const local of ['planner', 'crew', 'chief'])
    tokens[local] = await ctx.login(demoLogin(local));
  const db = ctx.handle.db;
  const personOf = async (local: string) =>
    (
      await db
        .select({ personId: logins.personId })
        .from(logins)
        .where(eq(logins.email, `${local}@demo.crewhub.app`))
    )[0]!.personId!;
  const crewPerson = await personOf('crew');
  const chiefPerson = await personOf('chief');
  const crewId = await firstId(
    db
      .select({ id: projectCrews.id })
      .from(projectCrews)
      .where(eq(projectCrews.crewChiefPersonId, chiefPerson))
      .orderBy(desc(projectCrews.date)),
  );
  const assignmentId = await firstId(
    db
      .select({ id: projectCrewItemStatuses.id })
      .from(projectCrewItemStatuses)
      .where(eq(projectCrewItemStatuses.personId, crewPerson)),
  );
  Object.assign(realIds, {
    person: crewPerson,
    projectCrews: crewId,
    projectCrewItems: await firstId(
      db
        .select({ id: projectCrewItems.id })
        .from(projectCrewItems)
        .where(eq(projectCrewItems.projectCrewId, crewId)),
    ),
    projectCrewItemStatus: assignmentId,
    jobs: assignmentId,
    locations: await firstId(db.select({ id: locations.id }).from(locations)),
    contacts: await firstId(db.select({ id: contacts.id }).from(contacts)),
    pCrews: await firstId(db.select({ id: plannerCrews.id }).from(plannerCrews)),
    plannerCrews: await firstId(db.select({ id: plannerCrews.id }).from(plannerCrews)),
    plannerCrewMemberships: await firstId(
      db.select({ id: plannerCrewMemberships.id }).from(plannerCrewMemberships),
    ),
    blockDates: await firstId(
      db.select({ id: blockDates.id }).from(blockDates).where(eq(blockDates.personId, crewPerson)),
    ),
    vacationRequests: await firstId(
      db
        .select({ id: vacationRequests.id })
        .from(vacationRequests)
        .where(eq(vacationRequests.personId, crewPerson)),
    ),
  });
});

describe('odd inputs', () => {
  it('never answer 500 on any route', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const { method, path, operation } of operations()) {
      if (skipped(path)) continue;
      for (const probe of probesOf(method, path, operation)) {
        for (const [who, token] of Object.entries(tokens)) {
          const response = await ctx.request(probe.method as 'GET', probe.url, {
            token,
            headers: { type: 'MOBILE' },
            ...(probe.body === undefined ? {} : { body: probe.body }),
          });
          if (response.statusCode >= 500) {
            failures.push(`${who} ${probe.method} ${path} ${probe.what} -> ${response.statusCode}`);
          }
        }
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
