import type { InvoiceItemValues } from './invoice-items.schema';

type Line = Pick<InvoiceItemValues, 'quantity' | 'unitPriceCents'>;
type TaxedLine = { netCents: number; taxRateBasisPoints: number };

/**
 * quantity x unit price in whole cents. The quantity is taken in hundredths first, so 7.1 hours
 * do not turn into 7.0999... and round the wrong way.
 */
export const invoiceLineNetCents = (line: Line): number =>
  Math.round((Math.round(line.quantity * 100) * line.unitPriceCents) / 100);

/**
 * Net, tax and total of an invoice. Tax is worked out once per rate on the sum of its lines (as
 * the VAT summary on the invoice shows it), not per line, so rounding differences do not add up.
 */
export const invoiceAmounts = (lines: TaxedLine[]) => {
  const netByRate = new Map<number, number>();
  for (const line of lines)
    netByRate.set(
      line.taxRateBasisPoints,
      (netByRate.get(line.taxRateBasisPoints) ?? 0) + line.netCents,
    );
  const taxes = [...netByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, netCents]) => ({
      taxRateBasisPoints: rate,
      netCents,
      taxCents: Math.round((netCents * rate) / 10_000),
    }));
  const netCents = taxes.reduce((sum, tax) => sum + tax.netCents, 0);
  const taxCents = taxes.reduce((sum, tax) => sum + tax.taxCents, 0);
  return { netCents, taxCents, totalCents: netCents + taxCents, taxes };
};
