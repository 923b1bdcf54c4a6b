// A zod schema made into plain checks, for large answers whose zod parse costs more than the
// screen's whole budget (issue 17: the crew planner's 2.1 MiB month took about 150 ms in
// Chromium). zod compiles fast checks of its own with `new Function`, which the CSP's
// script-src 'self' forbids, so in the app it walks every value with its general code instead.
import type { z } from 'zod';
import { isRecord } from './hand-check';

type Check = (value: unknown) => boolean;

/** One of a number's checks as a plain test, or null for a check this file does not know. */
const numberTest = (check: z.core.$ZodCheckDef): Check | null => {
  if (check.check === 'number_format') {
    const format = (check as z.core.$ZodCheckNumberFormatDef).format;
    return format === 'safeint' ? Number.isSafeInteger : null;
  }
  if (check.check === 'greater_than' || check.check === 'less_than') {
    const { value: bound, inclusive } = check as z.core.$ZodCheckGreaterThanDef;
    const above = check.check === 'greater_than';
    return (value) =>
      typeof value === 'number' &&
      typeof bound === 'number' &&
      (value === bound ? inclusive : above ? value > bound : value < bound);
  }
  return null;
};

/**
 * A number as z.number() takes it, with the whole-number format and bounds its checks may add.
 * `z.int()` carries its format on the schema itself rather than among its checks.
 */
const numberCheck = (def: z.core.$ZodNumberDef): Check | null => {
  const own = 'check' in def ? [def as unknown as z.core.$ZodCheckDef] : [];
  const tests = [...own, ...(def.checks ?? []).map((check) => check._zod.def)].map(numberTest);
  if (tests.some((test) => !test)) return null;
  const all = tests as Check[];
  return (value) => Number.isFinite(value) && all.every((test) => test(value));
};

/**
 * The check of a schema built only of objects, arrays, strings, numbers (whole or not, within
 * bounds or not), enums of
 * strings and nullables: what JSON answers are made of. Null for anything else (optional keys,
 * refinements, transforms, defaults), as zod's answer could then differ from the input.
 */
const compile = (schema: z.core.$ZodType): Check | null => {
  const { def } = (schema as z.core.$ZodTypes)._zod;
  if ('checks' in def && def.checks?.length && def.type !== 'number') return null;
  switch (def.type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'number':
      return numberCheck(def);
    case 'enum': {
      const values = new Set(Object.values(def.entries));
      return (value) => typeof value === 'string' && values.has(value);
    }
    case 'nullable': {
      const inner = compile(def.innerType);
      return inner && ((value) => value === null || inner(value));
    }
    case 'array': {
      const element = compile(def.element);
      return element && ((value) => Array.isArray(value) && value.every(element));
    }
    case 'object': {
      if (def.catchall) return null;
      const fields = Object.entries(def.shape).map(
        ([key, field]) => [key, compile(field)] as const,
      );
      if (fields.some(([, check]) => !check)) return null;
      const checks = fields as (readonly [string, Check])[];
      // Every key is required, so the count tells that no unknown key (which zod drops) is there.
      return (value) =>
        isRecord(value) &&
        Object.keys(value).length === checks.length &&
        checks.every(([key, check]) => check(value[key]));
    }
    default:
      return null;
  }
};

/**
 * The schema's parse, with a plain check first: what passes is exactly what zod would give back,
 * so it is returned as it is; anything else goes through zod, which throws its usual error.
 * Schemas with parts the check does not know are parsed by zod alone.
 */
export const checkedParser = <S extends z.ZodType>(
  schema: S,
): { parse: (value: unknown) => z.output<S> } => {
  const check = compile(schema);
  return {
    parse: (value) => (check?.(value) ? (value as z.output<S>) : schema.parse(value)),
  };
};
