import type { TaxType } from '@crewhub/shared';

/**
 * The tax type a new line starts with: the highest rate (the standard VAT rate wherever VAT
 * applies), the oldest of equal rates. Null when the tenant has none.
 */
export const standardTaxType = (types: TaxType[]): TaxType | null =>
  types.reduce<TaxType | null>(
    (best, type) =>
      !best ||
      type.rateBasisPoints > best.rateBasisPoints ||
      (type.rateBasisPoints === best.rateBasisPoints && type.id < best.id)
        ? type
        : best,
    null,
  );
