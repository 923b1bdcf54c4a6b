/** Amounts are in euros: the product's tenants invoice in EUR. */
export const formatMoney = (language: string, value: number | null): string =>
  value === null
    ? '–'
    : new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(value);
