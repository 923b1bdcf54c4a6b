import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sameTenantRow } from '../../db/joins';
import { bankTransfers, payrollLinks, persons } from '../../db/schema';

export const payrollLinksRepository = {
  insert: async (
    tx: Executor,
    values: {
      tenantId: number;
      personId: number;
      tokenHash: string;
      expiresAt: Date;
      createdByLoginId: number | null;
    },
  ) => {
    await tx.insert(payrollLinks).values(values);
  },

  /** The person's own e-mail address, where a payroll link is mailed; null without one. */
  personEmail: async (tx: Executor, tenantId: number, personId: number) =>
    (
      await tx
        .select({ email: persons.email })
        .from(persons)
        .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)))
    )[0]?.email ?? null,

  /** The link with this token hash and whose payrolls it shows. */
  byTokenHash: async (tx: Executor, tenantId: number, tokenHash: string) =>
    (
      await tx
        .select({
          personId: payrollLinks.personId,
          personName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
          expiresAt: payrollLinks.expiresAt,
        })
        .from(payrollLinks)
        .innerJoin(persons, sameTenantRow(persons, payrollLinks.tenantId, payrollLinks.personId))
        .where(and(eq(payrollLinks.tenantId, tenantId), eq(payrollLinks.tokenHash, tokenHash)))
    )[0] ?? null,

  /** Payments made for one payroll, oldest first. */
  bankTransfersOf: (tx: Executor, tenantId: number, payrollId: number) =>
    tx
      .select({
        id: bankTransfers.id,
        date: bankTransfers.date,
        amountCents: bankTransfers.amountCents,
        reference: bankTransfers.reference,
      })
      .from(bankTransfers)
      .where(and(eq(bankTransfers.tenantId, tenantId), eq(bankTransfers.payrollId, payrollId)))
      .orderBy(asc(bankTransfers.date), desc(bankTransfers.id)),
};
