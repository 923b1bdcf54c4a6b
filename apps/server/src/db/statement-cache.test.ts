import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import type { Executor } from './client';
import { queryRowsOf, statementCache, type ValueSlots } from './statement-cache';
import { withTenant } from './tenant-scope';

const ctx = useTestApp();

type Values = { id: number; day: string };

/** Runs `work` on a transaction of the demo tenant. */
const inTenant = <T>(work: (tx: Executor) => Promise<T>) => withTenant(ctx.handle.db, 1, work);

describe('statementCache', () => {
  it('builds once per shape and fills each request with its own values', async () => {
    const builds: boolean[] = [];
    const cache = statementCache({
      name: 'test',
      keyOf: (shape: { twice: boolean }) => String(shape.twice),
      build: (_tx: Executor, shape: { twice: boolean }, slots: ValueSlots<Values>) => {
        builds.push(shape.twice);
        return {
          sql: shape.twice
            ? sql`select ${slots.id}::integer * 2 as id, ${slots.day}::date::text as day`
            : sql`select ${slots.id}::integer as id, ${slots.day}::date::text as day`,
        };
      },
    });
    const rows = await inTenant(async (tx) => {
      const run = (twice: boolean, values: Values) =>
        queryRowsOf<{ id: number; day: string }>(tx, cache.fill(tx, { twice }, values).query);
      return [
        await run(false, { id: 1, day: '2026-11-23' }),
        await run(false, { id: 2, day: '2026-11-24' }),
        await run(true, { id: 3, day: '2026-11-25' }),
        await run(true, { id: 4, day: '2026-11-26' }),
      ];
    });
    expect(rows).toEqual([
      [{ id: 1, day: '2026-11-23' }],
      [{ id: 2, day: '2026-11-24' }],
      [{ id: 6, day: '2026-11-25' }],
      [{ id: 8, day: '2026-11-26' }],
    ]);
    // One build with placeholders per shape, plus the check's fresh build on every fill.
    expect(builds.filter((twice) => !twice)).toHaveLength(1 + 2);
    expect(builds.filter((twice) => twice)).toHaveLength(1 + 2);
  });

  it('builds the shapes past its bound per request, with the same answer', async () => {
    const built: number[] = [];
    const cache = statementCache({
      name: 'bounded',
      keyOf: (shape: { size: number }) => String(shape.size),
      build: (_tx: Executor, shape: { size: number }, slots: ValueSlots<Values>) => {
        built.push(shape.size);
        return { sql: sql`select ${slots.id}::integer + ${shape.size}::integer as id` };
      },
      verify: false,
      maxShapes: 1,
    });
    const rows = await inTenant(async (tx) => {
      const run = (size: number, id: number) =>
        queryRowsOf<{ id: number }>(tx, cache.fill(tx, { size }, { id, day: '2026-11-23' }).query);
      return [await run(10, 1), await run(10, 2), await run(20, 3), await run(20, 4)];
    });
    expect(rows).toEqual([[{ id: 11 }], [{ id: 12 }], [{ id: 23 }], [{ id: 24 }]]);
    // The first shape is kept; the second, past the bound, is built on each fill.
    expect(built).toEqual([10, 20, 20]);
  });

  it('refuses a statement that baked a value of the request it was built for', async () => {
    let caller = 1;
    const cache = statementCache({
      name: 'baked',
      keyOf: () => 'one shape',
      // The caller read from outside the slots: the first caller's id stays in the statement.
      build: (_tx: Executor, _shape: null, slots: ValueSlots<Values>) => ({
        sql: sql`select ${slots.day}::date as day where ${caller} = ${slots.id}`,
      }),
    });
    await inTenant(async (tx) => {
      expect(() => cache.fill(tx, null, { id: caller, day: '2026-11-23' })).not.toThrow();
      caller = 2;
      expect(() => cache.fill(tx, null, { id: caller, day: '2026-11-23' })).toThrow(
        'statement cache baked: parameter 2 differs from a fresh build',
      );
    });
  });

  it('refuses a statement whose text depends on something its key leaves out', async () => {
    const cache = statementCache({
      name: 'keyless',
      keyOf: () => 'one shape',
      build: (_tx: Executor, shape: { planner: boolean }, slots: ValueSlots<Values>) => ({
        sql: shape.planner ? sql`select ${slots.id} as planner` : sql`select ${slots.id} as crew`,
      }),
    });
    await inTenant(async (tx) => {
      cache.fill(tx, { planner: false }, { id: 1, day: '2026-11-23' });
      expect(() => cache.fill(tx, { planner: true }, { id: 1, day: '2026-11-23' })).toThrow(
        'statement cache keyless: the text differs from a fresh build',
      );
    });
  });

  it('leaves the check off when told, as servers run without STATEMENT_CACHE_VERIFY', async () => {
    let builds = 0;
    const cache = statementCache({
      name: 'unchecked',
      keyOf: () => 'one shape',
      build: (_tx: Executor, _shape: null, slots: ValueSlots<Values>) => {
        builds += 1;
        return { sql: sql`select ${slots.id} as id` };
      },
      verify: false,
    });
    await inTenant(async (tx) => {
      for (const id of [1, 2, 3]) cache.fill(tx, null, { id, day: '2026-11-23' });
    });
    expect(builds).toBe(1);
  });
});
