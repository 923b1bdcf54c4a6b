import type { Transaction } from '../client';
import { chargeTypes, taxTypes } from '../schema';

/** Dutch VAT rates in basis points (21 % is 2100). */
const demoTaxTypes = [
  { name: 'VAT high (21%)', rateBasisPoints: 2100 },
  { name: 'VAT low (9%)', rateBasisPoints: 900 },
  { name: 'VAT zero (0%)', rateBasisPoints: 0 },
  { name: 'VAT reverse charge', rateBasisPoints: 0 },
];

const demoChargeTypes = [
  'Crew hours',
  'Overtime surcharge',
  'Travel costs',
  'Catering',
  'Equipment rental',
];

/** The tax rates and charge types invoice lines are billed with. */
export const seedInvoiceReferences = async (tx: Transaction, tenantId: number) => {
  await tx.insert(taxTypes).values(demoTaxTypes.map((type) => ({ tenantId, ...type })));
  await tx.insert(chargeTypes).values(demoChargeTypes.map((name) => ({ tenantId, name })));
};
