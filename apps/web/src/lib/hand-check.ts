// Type guards for checking JSON by hand where the shared zod schemas would weigh too much: what
// the first screen reads (tenant settings, the stored session) before it paints (issue 17). Each
// hand check has a test that compares it with its schema.
import { themes, type MobileTheme } from '@crewhub/shared';
import type { StoredValueSchema } from './storage';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isText = (value: unknown): value is string => typeof value === 'string';
export const isTextOrNull = (value: unknown): value is string | null =>
  value === null || isText(value);
export const isInteger = (value: unknown): value is number => Number.isInteger(value);

// The themes' colour table, not the schema's list: that module would bring zod along.
export const isTheme = (value: unknown): value is MobileTheme =>
  isText(value) && Object.hasOwn(themes, value);

export const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    isText(value) && (values as readonly string[]).includes(value);

export const isPresent = <T>(value: T | null): value is T => value !== null;

export const isListOf =
  <T>(isItem: (value: unknown) => value is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(isItem);

/** A check that returns the value's known fields, or null, as a schema for readJson. */
export const storedValueCheck = <T>(check: (value: unknown) => T | null): StoredValueSchema<T> => ({
  safeParse: (value) => {
    const data = check(value);
    return data === null ? { success: false } : { success: true, data };
  },
});
