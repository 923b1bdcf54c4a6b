import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { useTestApp } from '../testing/test-app';

const ctx = useTestApp();

/** Postgres puts the failing constraint's name on the error's cause (pg) or the error (PGlite). */
const constraintOf = async (write: Promise<unknown>) => {
  const error: unknown = await write.then(
    () => null,
    (reason: unknown) => reason,
  );
  const withCause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return withCause instanceof Error && 'constraint' in withCause ? withCause.constraint : null;
};

describe('status and type checks in the database', () => {
  it('refuses a payroll status outside the list', async () => {
    const write = ctx.handle.db.execute(
      sql`update payroll set status = 'approved' where id = (select min(id) from payroll)`,
    );
    expect(await constraintOf(write)).toBe('payroll_status_check');
  });

  it('refuses an unknown assignment status, invoice type and form question type', async () => {
    const writes = [
      sql`update project_crew_item_status set status = 'maybe' where id = (select min(id) from project_crew_item_status)`,
      sql`update invoice set type = 'quote' where id = (select min(id) from invoice)`,
      sql`update form_question set type = 'slider' where id = (select min(id) from form_question)`,
    ];
    const refused = [];
    for (const write of writes) refused.push(await constraintOf(ctx.handle.db.execute(write)));
    expect(refused).toEqual([
      'project_crew_item_status_status_check',
      'invoice_type_check',
      'form_question_type_check',
    ]);
  });

  it('still takes every listed value and null where the column allows it', async () => {
    await ctx.handle.db.execute(
      sql`update payroll set status = 'paid' where id = (select min(id) from payroll)`,
    );
    await ctx.handle.db.execute(
      sql`update project set internal_kind = null where id = (select min(id) from project)`,
    );
    const [row] = await queryRows<{ status: string }>(
      ctx.handle.db,
      sql`select status from payroll where id = (select min(id) from payroll)`,
    );
    expect(row?.status).toBe('paid');
  });
});
