export type Option = { value: string; label: string };

/**
 * Adds the saved choice when the loaded list lacks it (a company without contacts, a location
 * past the first page), so an edit form still shows what is stored.
 */
export const withCurrent = (
  options: readonly Option[],
  value: string | null,
  label: string | null,
): Option[] =>
  value && label && !options.some((option) => option.value === value)
    ? [{ value, label }, ...options]
    : [...options];
