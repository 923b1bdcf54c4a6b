import { invoiceLineAmounts, type InvoiceItemValues } from '@crewhub/shared';
import { invalidField } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { invoiceItemsRepository, type InvoiceItemInsert } from './invoice-items.repository';

/** A line's charge and tax type, with the request fields that named them (for a 400). */
export type LineTypes = {
  chargeTypeId: number;
  taxTypeId: number;
  fields: { charge: string; tax: string };
};

/** The types of the body's manual lines, each with its own fields. */
export const itemTypes = (items: InvoiceItemValues[]): LineTypes[] =>
  items.map((item, index) => ({
    chargeTypeId: item.chargeTypeId,
    taxTypeId: item.taxTypeId,
    fields: { charge: `body.items.${index}.chargeTypeId`, tax: `body.items.${index}.taxTypeId` },
  }));

/**
 * The rate of each tax type the lines name, by id. A charge or tax type the tenant does not
 * have answers 400 naming the field that sent it.
 */
export const taxRatesOf = async (
  ctx: RequestContext,
  lines: LineTypes[],
): Promise<Map<number, number>> => {
  const tenantId = ctx.tenant.id;
  const unique = (ids: number[]) => [...new Set(ids)];
  const taxes = await invoiceItemsRepository.taxTypes(
    ctx.tx,
    tenantId,
    unique(lines.map((line) => line.taxTypeId)),
  );
  const charges = new Set(
    await invoiceItemsRepository.chargeTypeIds(
      ctx.tx,
      tenantId,
      unique(lines.map((line) => line.chargeTypeId)),
    ),
  );
  const rates = new Map(taxes.map((tax) => [tax.id, tax.rateBasisPoints]));
  for (const line of lines) {
    if (!charges.has(line.chargeTypeId))
      throw invalidField(line.fields.charge, 'Unknown charge type');
    if (!rates.has(line.taxTypeId)) throw invalidField(line.fields.tax, 'Unknown tax type');
  }
  return rates;
};

/** Lines as stored: numbered in order, the tax type's rate copied on, amounts per line. */
export const toItemInserts = (
  lines: InvoiceItemValues[],
  rates: Map<number, number>,
): InvoiceItemInsert[] =>
  lines.map((line, index) => {
    const taxRateBasisPoints = rates.get(line.taxTypeId)!;
    const { netCents, taxCents } = invoiceLineAmounts({ ...line, taxRateBasisPoints });
    return { ...line, position: index + 1, taxRateBasisPoints, netCents, taxCents };
  });
