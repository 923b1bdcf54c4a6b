type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * "?tab=past&functionIds=1,2" from a params object; empty values and empty lists are left out
 * so the API applies its defaults. Lists go comma-separated (the API's id list format).
 */
export const queryString = (params: Record<string, QueryValue>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join(','));
      continue;
    }
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};
