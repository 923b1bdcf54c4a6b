/** Euros as typed (a number input, "" when empty) to whole cents; null when nothing is typed. */
export const toCents = (euros: number | string): number | null =>
  euros === '' ? null : Math.round(Number(euros) * 100);
