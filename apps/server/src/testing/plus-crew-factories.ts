import { plusCrewValueTypeCodes, type PlusCrewValueTypeCode } from '@crewhub/shared';
import type { Database } from '../db/client';
import { plusCrewValueDatas, plusCrewValues, plusCrews } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { hashPassword } from '../lib/password';

let sequence = 0;

export type TestPlusCrew = {
  id: number;
  number: string;
  /** The value id per value type. */
  values: Record<PlusCrewValueTypeCode, number>;
};

type DataValues = { date: string; amountCents?: number | null; hours?: number | null };

/**
 * A plus crew tracking all four value types: 10 % bonus share, no target by default; its guest
 * password is 'guest-pass-1'. Numbers are unique per test run (PC-T…), never the demo's.
 */
export const createPlusCrewFactories = (db: Database, tenantId = 1) => ({
  plusCrew: (
    values: { target?: { mode: 'perDay' | 'perMonth'; amountCents: number }; share?: number } = {},
  ) =>
    withTenant(db, tenantId, async (tx): Promise<TestPlusCrew> => {
      sequence += 1;
      const number = `PC-T${tenantId}-${sequence}`;
      const [crew] = await tx
        .insert(plusCrews)
        .values({
          tenantId,
          number,
          name: `Test plus crew ${sequence}`,
          guestPasswordHash: await hashPassword('guest-pass-1'),
        })
        .returning({ id: plusCrews.id });
      const rows = await tx
        .insert(plusCrewValues)
        .values(
          plusCrewValueTypeCodes.map((valueType) => ({
            tenantId,
            plusCrewId: crew!.id,
            valueType,
            bonusShareBasisPoints: valueType === 'teamBonus' ? (values.share ?? 1000) : null,
            targetMode: valueType === 'targetTurnover' ? (values.target?.mode ?? null) : null,
            targetAmountCents:
              valueType === 'targetTurnover' ? (values.target?.amountCents ?? null) : null,
          })),
        )
        .returning({ id: plusCrewValues.id, valueType: plusCrewValues.valueType });
      const ids = Object.fromEntries(rows.map((row) => [row.valueType, row.id]));
      return { id: crew!.id, number, values: ids as TestPlusCrew['values'] };
    }),

  /** Daily rows of one value; hours in hours. */
  datas: (valueId: number, rows: DataValues[]) =>
    withTenant(db, tenantId, async (tx) => {
      await tx.insert(plusCrewValueDatas).values(
        rows.map((row) => ({
          tenantId,
          plusCrewValueId: valueId,
          date: row.date,
          amountCents: row.amountCents ?? null,
          hoursHundredths: row.hours === undefined || row.hours === null ? null : row.hours * 100,
        })),
      );
    }),
});
