import { desc, eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
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
} from '../db/schema';
import { signaturePng } from './crew-day-factories';

// Helpers for the sweeps that probe every operation of the OpenAPI document with bad input:
// they read the operations, build a plausible request for each, and find real rows to point at
// so probes get past "not found" to the code that uses the odd value.

export type JsonSchema = {
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
export type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type ApiOperation = { method: string; path: string; operation: Operation };

/** Every operation of the app's OpenAPI document. */
export const apiOperations = (app: App): ApiOperation[] => {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
};

/** Login, logout and password calls change the session or are throttled: probed elsewhere. */
export const isSessionOperation = (path: string) =>
  /\/(auth|password|docs)\b|passwordLink/.test(path);

export const resolveSchema = (schema: JsonSchema | undefined): JsonSchema => {
  if (!schema) return {};
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return resolveSchema(choice.find((option) => option.type !== 'null') ?? choice[0]);
  if (schema.allOf?.length) return resolveSchema(schema.allOf[0]);
  return schema;
};

/** A plausible value for a schema, so that only the field under test is odd. */
export const plausibleValue = (raw: JsonSchema | undefined): unknown => {
  const schema = resolveSchema(raw);
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
          key === 'signature' ? signaturePng : plausibleValue(schema.properties?.[key]),
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

/** The JSON body schema of an operation, resolved; empty when it takes none. */
export const jsonBodySchema = (operation: Operation): JsonSchema =>
  resolveSchema(operation.requestBody?.content?.['application/json']?.schema);

/** Ids of real rows per path segment ("projectCrews", …) and the crew member's person id. */
export type RealIds = Record<string, number>;

const firstId = async (query: Promise<{ id: number }[]>) => (await query)[0]?.id ?? 1;

/** Rows of the seeded demo that the demo planner, crew member and crew chief can reach. */
export const findRealIds = async (db: Database): Promise<RealIds> => {
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
  const plannerCrewId = await firstId(db.select({ id: plannerCrews.id }).from(plannerCrews));
  return {
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
    pCrews: plannerCrewId,
    plannerCrews: plannerCrewId,
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
  };
};

/** A plausible path parameter: a row the demo users can reach. */
export const plausibleParam = (realIds: RealIds, path: string, name: string): string => {
  if (name === 'number') return 'P-2026-001';
  if (name === 'personId') return String(realIds.person);
  if (name !== 'id') return '1';
  const resource = path.split('/')[3] ?? '';
  return String(realIds[resource] ?? 1);
};

/** Plausible values for the query parameters that ranges and months need. */
export const plausibleQuery = (name: string): string | undefined =>
  ({ from: '2026-11-01', to: '2026-11-30', month: '2026-11' })[name];
