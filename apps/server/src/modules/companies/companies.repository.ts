import {
  offsetOf,
  type Company,
  type CompanyListQuery,
  type CompanySettingsInput,
} from '@crewhub/shared';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, companySettings, contacts } from '../../db/schema';
import { likePattern } from '../../db/values';
import type { ProjectScope } from '../project-access';

const selectCompanies = (tx: Executor) =>
  tx
    .select({
      id: companies.id,
      name: companies.name,
      clientMark: companies.clientMark,
      email: companies.email,
      phone: companies.phone,
      city: companies.city,
    })
    .from(companies);

/**
 * The companies a scope reaches: all (planners, office), the client's own company (COMPANY),
 * or the company of the contact (OWN). Crew and guests reach none.
 */
const companyScopeCondition = (scope: ProjectScope): SQL | undefined => {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'company':
      return eq(companies.id, scope.companyId);
    case 'contact':
      return sql`${companies.id} in (select ${contacts.companyId} from ${contacts}
        where ${contacts.tenantId} = ${companies.tenantId} and ${contacts.id} = ${scope.contactId})`;
    default:
      return sql`false`;
  }
};

export const companiesRepository = {
  list: async (
    tx: Executor,
    tenantId: number,
    scope: ProjectScope,
    query: CompanyListQuery,
  ): Promise<{ items: Company[]; total: number }> => {
    const pattern = query.q ? likePattern(query.q) : null;
    const where = and(
      eq(companies.tenantId, tenantId),
      companyScopeCondition(scope),
      pattern
        ? or(ilike(companies.name, pattern), ilike(companies.clientMark, pattern))
        : undefined,
    );
    const items = await selectCompanies(tx)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx.select({ total: count() }).from(companies).where(where);
    return { items, total: total?.total ?? 0 };
  },

  /** One company, when the scope reaches it. */
  byId: async (
    tx: Executor,
    tenantId: number,
    id: number,
    scope: ProjectScope,
  ): Promise<Company | null> => {
    const [row] = await selectCompanies(tx).where(
      and(eq(companies.tenantId, tenantId), eq(companies.id, id), companyScopeCondition(scope)),
    );
    return row ?? null;
  },

  /** Names only (GET /tenant/companies): every company, or one when `onlyId` is set. */
  names: async (
    tx: Executor,
    tenantId: number,
    query: CompanyListQuery & { onlyId?: number },
  ): Promise<{ items: { id: number; name: string }[]; total: number }> => {
    const pattern = query.q ? likePattern(query.q) : null;
    const where = and(
      eq(companies.tenantId, tenantId),
      query.onlyId === undefined ? undefined : eq(companies.id, query.onlyId),
      pattern ? ilike(companies.name, pattern) : undefined,
    );
    const items = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx.select({ total: count() }).from(companies).where(where);
    return { items, total: total?.total ?? 0 };
  },

  /** The company's settings row; null when it keeps the defaults. */
  settings: async (tx: Executor, tenantId: number, companyId: number) => {
    const [row] = await tx
      .select()
      .from(companySettings)
      .where(and(eq(companySettings.tenantId, tenantId), eq(companySettings.companyId, companyId)));
    return row ?? null;
  },

  /**
   * Writes the settings given (undefined ones stay), creating the row with the defaults for the
   * rest when the company had none.
   */
  saveSettings: async (
    tx: Executor,
    tenantId: number,
    companyId: number,
    changes: CompanySettingsInput,
  ) => {
    const changed = Object.values(changes).some((value) => value !== undefined);
    const [row] = await tx
      .insert(companySettings)
      .values({ ...changes, tenantId, companyId })
      .onConflictDoUpdate({
        target: [companySettings.tenantId, companySettings.companyId],
        // Drizzle leaves undefined fields out of the SET; an empty one still needs a column.
        set: changed ? changes : { companyId },
      })
      .returning();
    return row!;
  },
};
