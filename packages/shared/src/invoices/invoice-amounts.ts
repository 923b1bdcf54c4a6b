import type { InvoiceItemValues } from './invoice-items.schema';

type PricedLine = Pick<InvoiceItemValues, 'quantity' | 'unitPriceCents'> & {
  taxRateBasisPoints: number;
};

/** A line as stored: its own net and tax, and the tax type it was taxed under. */
export type TaxedLine = {
  netCents: number;
  taxCents: number;
  taxTypeId: number;
  taxTypeName: string;
  taxRateBasisPoints: number;
};

/**
 * `numerator / denominator` rounded half up, in integers only: amounts are non-negative whole
 * cents, so no floating point step can land a half cent on the wrong side.
 */
const roundedDivision = (numerator: number, denominator: number) =>
  Math.floor((numerator + denominator / 2) / denominator);

/**
 * quantity x unit price in whole cents. The quantity is taken in hundredths first, so 7.1 hours
 * do not turn into 7.0999... and round the wrong way.
 */
export const invoiceLineNetCents = (line: Omit<PricedLine, 'taxRateBasisPoints'>): number =>
  roundedDivision(Math.round(line.quantity * 100) * line.unitPriceCents, 100);

/**
 * Net, tax and total of one line in whole cents. Tax is rounded on the line itself (see
 * docs/decisions.md, "Invoice tax per line"): the invoice's tax is the plain sum of its lines'.
 */
export const invoiceLineAmounts = (line: PricedLine) => {
  const netCents = invoiceLineNetCents(line);
  const taxCents = roundedDivision(netCents * line.taxRateBasisPoints, 10_000);
  return { netCents, taxCents, totalCents: netCents + taxCents };
};

/** Net, tax and total of an invoice: plain sums of its lines. */
export const invoiceTotals = (lines: Pick<TaxedLine, 'netCents' | 'taxCents'>[]) => {
  const netCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const taxCents = lines.reduce((sum, line) => sum + line.taxCents, 0);
  return { netCents, taxCents, totalCents: netCents + taxCents };
};

/**
 * Net, tax and total of an invoice, and its tax summary per tax type (lowest rate first), all
 * plain sums of the lines, so the lines, the summary and the total always agree.
 */
export const invoiceAmounts = (lines: TaxedLine[]) => {
  const byType = new Map<number, TaxedLine>();
  for (const line of lines) {
    const sum = byType.get(line.taxTypeId);
    byType.set(line.taxTypeId, {
      taxTypeId: line.taxTypeId,
      taxTypeName: line.taxTypeName,
      taxRateBasisPoints: line.taxRateBasisPoints,
      netCents: (sum?.netCents ?? 0) + line.netCents,
      taxCents: (sum?.taxCents ?? 0) + line.taxCents,
    });
  }
  const taxes = [...byType.values()].sort(
    (a, b) =>
      a.taxRateBasisPoints - b.taxRateBasisPoints || a.taxTypeName.localeCompare(b.taxTypeName),
  );
  return { ...invoiceTotals(lines), taxes };
};
