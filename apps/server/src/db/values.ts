/** Conversions from driver values to the API's DTO values, shared by repositories. */

/** numeric columns arrive as strings (exact decimals); the API sends numbers. */
export const toNumber = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

/** time columns arrive as HH:MM:SS; the API speaks HH:MM. */
export const toTime = (value: string | null): string | null => (value ? value.slice(0, 5) : null);

export const toIso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
export const likePattern = (q: string): string =>
  `%${q.replace(/[%_\\]/g, (char) => `\\${char}`)}%`;

/** A numeric column value from an API number (null stays null). */
export const toDecimal = (value: number | null | undefined): string | null | undefined =>
  value == null ? value : String(value);
