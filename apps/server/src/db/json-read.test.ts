import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../testing/statement-counter';
import { useTestApp } from '../testing/test-app';
import { constantRead, jsonRawRows, jsonRows, mapRead, readTogether } from './json-read';
import { documentTypes, projectCrewItems, sessions } from './schema';
import { withTenant } from './tenant-scope';

const ctx = useTestApp();
const statements = countStatements();
const tenantId = 1;

describe('readTogether', () => {
  it('decodes each select exactly as running it on its own does', async () => {
    await withTenant(ctx.handle.db, tenantId, async (tx) => {
      // Whole rows: dates, times, timestamps, a numeric, booleans, integers, text and nulls.
      const positions = () =>
        tx
          .select()
          .from(projectCrewItems)
          .where(eq(projectCrewItems.tenantId, tenantId))
          .orderBy(asc(projectCrewItems.startDate), asc(projectCrewItems.id))
          .limit(50);
      // jsonb, expressions without a decoder, and expressions decoded like a column.
      const types = () =>
        tx
          .select({
            id: documentTypes.id,
            parameters: documentTypes.parameters,
            upperName: sql<string>`upper(${documentTypes.name})`,
            hours: sql<string>`1.50::numeric(6, 2)`.mapWith(projectCrewItems.chargeableHours),
            lastRefresh:
              sql<Date | null>`(select max(${sessions.lastRefreshedAt}) from ${sessions})`.mapWith(
                sessions.lastRefreshedAt,
              ),
          })
          .from(documentTypes)
          .where(eq(documentTypes.tenantId, tenantId))
          .orderBy(asc(documentTypes.id));
      const read = await readTogether(tx, {
        positions: jsonRows(positions()),
        types: jsonRows(types()),
        count: mapRead(
          jsonRawRows<{ n: number }>(sql`select count(*)::integer as n from document_type`),
          ([row]) => row?.n,
        ),
        none: constantRead('kept'),
      });
      const [expectedPositions, expectedTypes] = [await positions(), await types()];
      expect(expectedPositions.length).toBeGreaterThan(5);
      expect(expectedPositions.some((row) => row.startTime !== null)).toBe(true);
      expect(read.positions).toEqual(expectedPositions);
      expect(read.types).toEqual(expectedTypes);
      expect(read.types[0]?.hours).toBe('1.50');
      expect(read.count).toBe(expectedTypes.length);
      expect(read.none).toBe('kept');
    });
  });

  it('sends one statement for all reads, and none when every read is known', async () => {
    await withTenant(ctx.handle.db, tenantId, async (tx) => {
      const types = jsonRows(tx.select({ id: documentTypes.id }).from(documentTypes));
      expect(await statements.during(() => readTogether(tx, { a: types, b: types }))).toBe(1);
      expect(await statements.during(() => readTogether(tx, { a: constantRead(1) }))).toBe(0);
    });
  });
});
