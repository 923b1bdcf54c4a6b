/** What Drizzle hands `pg`'s `query`: the statement's text, and a name once it is prepared. */
export type QueryConfig = { text: string; name?: string; values?: unknown[] };

export const isQueryConfig = (value: unknown): value is QueryConfig =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { text?: unknown }).text === 'string';

/** A call of `query(config, values?)` that sends no parameters, in the config or beside it. */
export const sendsNoValues = (config: unknown, values: unknown): boolean => {
  const none = (list: unknown) => list === undefined || (Array.isArray(list) && list.length === 0);
  return none(values) && (!isQueryConfig(config) || none(config.values));
};
