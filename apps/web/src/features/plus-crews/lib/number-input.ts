/** A number input's value: a number, or text while typing ("12.") or when empty (''). */
export type NumberInputValue = number | string;

/** The value's number, null when empty or not a number. */
export const numberOf = (value: NumberInputValue): number | null => {
  if (typeof value === 'number') return value;
  const parsed = value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};
