// A zod schema made into plain checks, for large answers whose zod parse costs more than the
// screen's whole budget (issue 17: the crew planner's 2.1 MiB month took about 150 ms in
// Chromium). zod compiles fast checks of its own with `new Function`, which the CSP's
// script-src 'self' forbids, so in the app it walks every value with its general code instead.
import type { z } from 'zod';
import { isRecord } from './hand-check';

type Check = (value: unknown) => boolean;

/** A number as z.number() takes it, with the whole-number formats its checks may add. */
const numberCheck = (def: z.core.$ZodNumberDef): Check | null => {
  const formats = (def.checks ?? []).map((check) => check._zod.def);
  if (formats.some((format) => format.check !== 'number_format')) return null;
  const safe = formats.some((format) => 'format' in format && format.format === 'safeint');
  if (formats.length > (safe ? 1 : 0)) return null;
  return safe ? Number.isSafeInteger : Number.isFinite;
};

/**
 * The check of a schema built only of objects, arrays, strings, numbers (whole or not), enums of
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
