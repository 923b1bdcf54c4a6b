import { offsetOf, type TemplateListQuery } from '@crewhub/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sameTenantRow } from '../../db/joins';
import { companies, receiptTemplates, receiptTypes } from '../../db/schema';

export const referenceListsRepository = {
  /** Receipt templates with their company and type, by company then template name. */
  templates: async (tx: Executor, tenantId: number, query: TemplateListQuery) => {
    const where = and(
      eq(receiptTemplates.tenantId, tenantId),
      query.companyId === undefined ? undefined : eq(receiptTemplates.companyId, query.companyId),
      query.receiptTypeId === undefined
        ? undefined
        : eq(receiptTemplates.receiptTypeId, query.receiptTypeId),
    );
    const rows = await tx
      .select({
        id: receiptTemplates.id,
        name: receiptTemplates.name,
        description: receiptTemplates.description,
        companyId: companies.id,
        companyName: companies.name,
        receiptTypeId: receiptTypes.id,
        receiptTypeName: receiptTypes.name,
      })
      .from(receiptTemplates)
      .innerJoin(
        companies,
        sameTenantRow(companies, receiptTemplates.tenantId, receiptTemplates.companyId),
      )
      .innerJoin(
        receiptTypes,
        sameTenantRow(receiptTypes, receiptTemplates.tenantId, receiptTemplates.receiptTypeId),
      )
      .where(where)
      .orderBy(asc(companies.name), asc(receiptTemplates.name), asc(receiptTemplates.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx.select({ total: count() }).from(receiptTemplates).where(where);
    return { rows, total: total?.total ?? 0 };
  },

  /** One round trip to the database: it answers, or the request fails. */
  ping: async (tx: Executor) => {
    await tx.execute(sql`select 1`);
  },
};
