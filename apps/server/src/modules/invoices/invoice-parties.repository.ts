import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, companySettings, contacts, projects } from '../../db/schema';

const settingsOfCompany = and(
  eq(companySettings.tenantId, companies.tenantId),
  eq(companySettings.companyId, companies.id),
);

/** The company, contact and project an invoice names, each within the tenant. */
export const invoicePartiesRepository = {
  /** The company with its payment term (null: the tenant's default, no settings row yet). */
  company: async (tx: Executor, tenantId: number, id: number) =>
    (
      await tx
        .select({
          id: companies.id,
          clientMark: companies.clientMark,
          paymentTermDays: companySettings.paymentTermDays,
        })
        .from(companies)
        .leftJoin(companySettings, settingsOfCompany)
        .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)))
    )[0] ?? null,

  contact: async (tx: Executor, tenantId: number, id: number) =>
    (
      await tx
        .select({ id: contacts.id, companyId: contacts.companyId })
        .from(contacts)
        .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, id)))
    )[0] ?? null,

  /** The company's contacts by name, to address an invoice to. */
  contactsOfCompany: (tx: Executor, tenantId: number, companyId: number) =>
    tx
      .select({
        id: contacts.id,
        name: sql<string>`${contacts.firstName} || ' ' || ${contacts.lastName}`,
        email: contacts.email,
      })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.companyId, companyId)))
      .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id)),

  /** The company's projects to invoice, newest first (internal bookings are never invoiced). */
  projectsOfCompany: (tx: Executor, tenantId: number, companyId: number) =>
    tx
      .select({
        id: projects.id,
        number: projects.number,
        name: projects.name,
        beginDate: projects.beginDate,
        endDate: projects.endDate,
      })
      .from(projects)
      .where(
        and(
          eq(projects.tenantId, tenantId),
          eq(projects.companyId, companyId),
          isNull(projects.internalKind),
        ),
      )
      .orderBy(desc(projects.beginDate), desc(projects.id)),

  project: async (tx: Executor, tenantId: number, id: number) =>
    (
      await tx
        .select({
          id: projects.id,
          companyId: projects.companyId,
          contactId: projects.contactId,
          clientMark: projects.clientMark,
          beginDate: projects.beginDate,
          endDate: projects.endDate,
        })
        .from(projects)
        .where(and(eq(projects.tenantId, tenantId), eq(projects.id, id)))
    )[0] ?? null,
};
