import { offsetOf, type BankTransfer, type BankTransferListQuery } from '@crewhub/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sameTenantRow } from '../../db/joins';
import { bankTransfers, payrolls, persons } from '../../db/schema';

/** Everybody's transfers (bankTransfers READ ALL) or those for one person's payrolls. */
export type BankTransferScope = { kind: 'all' } | { kind: 'person'; personId: number };

export const bankTransfersRepository = {
  page: async (
    tx: Executor,
    tenantId: number,
    query: BankTransferListQuery,
    scope: BankTransferScope,
  ): Promise<{ items: BankTransfer[]; total: number }> => {
    const where = and(
      eq(bankTransfers.tenantId, tenantId),
      scope.kind === 'person' ? eq(payrolls.personId, scope.personId) : undefined,
      query.payrollNumber ? eq(payrolls.number, query.payrollNumber) : undefined,
    );
    const from = () =>
      tx
        .select({
          id: bankTransfers.id,
          payrollId: bankTransfers.payrollId,
          payrollNumber: payrolls.number,
          personId: payrolls.personId,
          personName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
          date: bankTransfers.date,
          amountCents: bankTransfers.amountCents,
          reference: bankTransfers.reference,
        })
        .from(bankTransfers)
        .innerJoin(
          payrolls,
          sameTenantRow(payrolls, bankTransfers.tenantId, bankTransfers.payrollId),
        )
        .innerJoin(persons, sameTenantRow(persons, payrolls.tenantId, payrolls.personId));
    const items = await from()
      .where(where)
      .orderBy(desc(bankTransfers.date), desc(bankTransfers.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx
      .select({ total: count() })
      .from(bankTransfers)
      .innerJoin(payrolls, sameTenantRow(payrolls, bankTransfers.tenantId, bankTransfers.payrollId))
      .where(where);
    return { items, total: total?.total ?? 0 };
  },
};
