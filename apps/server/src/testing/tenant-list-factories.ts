import type { Database } from '../db/client';
import { chargeTypes, insurances, qualityCheckTypes, taxTypes } from '../db/schema';
import { withTenant } from '../db/tenant-scope';

let sequence = 0;

const namedTables = { chargeTypes, insurance: insurances, qualityCheckTypes };
export type NamedTenantList = keyof typeof namedTables;

/** Tax types and the named tenant lists (charge types, insurances, ...). */
export const createTenantListFactories = (db: Database, tenantId = 1) => ({
  taxType: (rateBasisPoints = 2100) =>
    withTenant(db, tenantId, async (tx) => {
      sequence += 1;
      const [row] = await tx
        .insert(taxTypes)
        .values({ tenantId, name: `Test tax ${sequence}`, rateBasisPoints })
        .returning();
      return row!;
    }),
  named: (list: NamedTenantList) =>
    withTenant(db, tenantId, async (tx) => {
      sequence += 1;
      const [row] = await tx
        .insert(namedTables[list])
        .values({ tenantId, name: `Test ${list} ${sequence}` })
        .returning();
      return row!;
    }),
});
