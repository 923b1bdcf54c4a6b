import type { Database } from '../db/client';
import { chargeTypes, taxTypes } from '../db/schema';
import { withTenant } from '../db/tenant-scope';

let sequence = 0;

/** Tax types and charge types, as invoice lines reference them. */
export const createInvoiceReferenceFactories = (db: Database, tenantId = 1) => ({
  taxType: (rateBasisPoints = 2100) =>
    withTenant(db, tenantId, async (tx) => {
      sequence += 1;
      const [row] = await tx
        .insert(taxTypes)
        .values({ tenantId, name: `Test tax ${sequence}`, rateBasisPoints })
        .returning();
      return row!;
    }),
  chargeType: () =>
    withTenant(db, tenantId, async (tx) => {
      sequence += 1;
      const [row] = await tx
        .insert(chargeTypes)
        .values({ tenantId, name: `Test charge ${sequence}` })
        .returning();
      return row!;
    }),
});
