import type { Transaction } from '../client';
import { chargeTypes, insurances, qualityCheckTypes, taxTypes } from '../schema';

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

const demoNamedLists = [
  [chargeTypes, demoChargeTypes],
  [insurances, ['Liability insurance', 'Accident insurance', 'Equipment insurance']],
  [qualityCheckTypes, ['Safety walk', 'Load-in inspection', 'Client sign-off', 'Stage clean-up']],
] as const;

/** Tax rates, charge types and the other named lists of the tenant. */
export const seedTenantLists = async (tx: Transaction, tenantId: number) => {
  await tx.insert(taxTypes).values(demoTaxTypes.map((type) => ({ tenantId, ...type })));
  for (const [table, names] of demoNamedLists) {
    await tx.insert(table).values(names.map((name) => ({ tenantId, name })));
  }
};
