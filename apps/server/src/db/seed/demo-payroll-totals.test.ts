import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { queryRows } from '../client';

const ctx = useTestApp();

/**
 * The demo's payroll totals in cents, as they were while money was stored in euros: moving to
 * integer cents must not change what anybody is paid.
 */
const demoPayrollTotalsCents: [string, number][] = [
  ['PR-2026-07-0019', 15353],
  ['PR-2026-07-0027', 15278],
  ['PR-2026-07-0042', 18478],
  ['PR-2026-07-0056', 15353],
  ['PR-2026-08-0001', 37109],
  ['PR-2026-08-0002', 49984],
  ['PR-2026-08-0011', 75512],
  ['PR-2026-08-0019', 58284],
  ['PR-2026-08-0027', 75512],
  ['PR-2026-08-0042', 18478],
  // + 2450: crew@'s approved parking receipt, an add-on line on their last paid payroll (both
  // tenants).
  ['PR-2026-08-0050', 22656 + 2450],
  ['PR-2026-08-0051', 31031],
  ['PR-2026-08-0057', 32106],
  ['PR-2026-08-0060', 39806],
  ['PR-2026-08-0065', 32106],
  ['PR-2026-09-0001', 22656 + 2450],
  ['PR-2026-09-0002', 31031],
  ['PR-2026-09-0042', 35706],
  ['PR-2026-10-0001', 22656],
  ['PR-2026-10-0002', 31031],
  ['PR-2026-10-0019', 13878],
  ['PR-2026-10-0042', 19278],
  ['PR-2026-10-0050', 22656],
  ['PR-2026-10-0051', 31031],
  ['PR-2026-10-0056', 36506],
  ['PR-2026-10-0065', 13878],
];

describe('demo payrolls', () => {
  it('keep their totals to the cent', async () => {
    const rows = await queryRows<{ number: string; total_cents: number }>(
      ctx.handle.db,
      sql`select number, total_cents from payroll order by number`,
    );
    expect(rows.map((row) => [row.number, row.total_cents])).toEqual(demoPayrollTotalsCents);
    expect(rows.reduce((sum, row) => sum + row.total_cents, 0)).toBe(817353 + 2 * 2450);
  });

  it('add up: every total is the sum of its lines, every line its sum plus add-on', async () => {
    const mismatches = await queryRows<{ number: string }>(
      ctx.handle.db,
      sql`select p.number from payroll p
        join payroll_item i on i.tenant_id = p.tenant_id and i.payroll_id = p.id
        group by p.tenant_id, p.id, p.number
        having p.total_cents <> sum(i.total_cents)
          or bool_or(i.total_cents <> i.sum_cents + i.add_on_cents)`,
    );
    expect(mismatches).toEqual([]);
  });
});
