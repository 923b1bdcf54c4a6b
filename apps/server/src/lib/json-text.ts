import type { FastifyReply } from 'fastify';

/**
 * The JSON text of a `T`, built where the data is (PostgreSQL's `row_to_json`, whose escaping
 * equals `JSON.stringify`'s) in the order of T's response schema. Only code that promises
 * that shape makes one.
 */
declare const jsonOf: unique symbol;
export type JsonText<T> = string & { readonly [jsonOf]: T };

/** The JSON text of a value Node holds (a number, a string). */
export const jsonValue = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

/** Joins the JSON texts of items into the JSON text of their array. */
export const jsonArray = <T>(items: readonly string[]): JsonText<T[]> =>
  `[${items.join(',')}]` as JsonText<T[]>;

/**
 * The JSON text of an object: `fields` stringified, then `texts` (JSON already) after them, in
 * the order given, which must be the order of T's schema.
 */
export const jsonObject = <T>(
  fields: Partial<T>,
  texts: Partial<Record<keyof T, JsonText<unknown>>>,
): JsonText<T> => {
  const members = [
    ...Object.entries(fields).map(
      ([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`,
    ),
    ...Object.entries(texts).map(([key, text]) => `${JSON.stringify(key)}:${text}`),
  ];
  return `{${members.join(',')}}` as JsonText<T>;
};

/**
 * Answers with JSON text as it is: a string with a JSON content type skips the route's
 * serializer, whose parse through the response schema and re-stringifying cost more than the
 * query for the calendars' thousands of rows (and a thousand projects). The schema still documents the answer.
 */
export const answerJsonText = <T>(reply: FastifyReply, text: JsonText<T>): T => {
  reply.type('application/json; charset=utf-8');
  return text as unknown as T;
};
