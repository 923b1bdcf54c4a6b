import { addDays, hasRight, localDateOf, officeTimeZone, type ClientHome } from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { constantRead, readTogether } from '../../db/json-read';
import type { RequestContext } from '../../lib/request-context';
import { projectScopeCondition, resolveScope } from '../project-access';
import {
  bookedOn,
  countedRead,
  homeBlockSize,
  projectRefColumns,
  projectRefOfRow,
  type CountedRow,
  type ProjectRefRow,
} from './role-home.sql';

/** Crews of the last week whose delivery note is not signed yet stay on the client's home. */
const deliveryNoteDays = 7;

/** The scope condition reads the unaliased `project` table, so these queries do not alias it. */
const inScope = (scope: SQL | undefined) => scope ?? sql`true`;

type ProjectRow = CountedRow &
  ProjectRefRow & {
    beginDate: string | null;
    endDate: string | null;
    needed: number;
    booked: number;
  };

/**
 * The company's projects running today or still to come, running ones first, each with the
 * staffing of its positions from today on.
 */
const projectsOf = (tenantId: number, scope: SQL | undefined, today: string) =>
  countedRead(
    sql`select ${projectRefColumns('project')}, project.begin_date::text as "beginDate", project.end_date::text as "endDate",
        coalesce((select sum(i.amount_of_rows) from project_crew_item i where i.tenant_id = project.tenant_id
          and i.project_id = project.id and i.end_date >= ${today}::date and not i.spare), 0)::integer as needed,
        coalesce((select sum(${bookedOn('i')}) from project_crew_item i where i.tenant_id = project.tenant_id
          and i.project_id = project.id and i.end_date >= ${today}::date and not i.spare), 0)::integer as booked,
        count(*) over ()::integer as total
      from project
      where project.tenant_id = ${tenantId} and project.internal_kind is null and ${inScope(scope)}
        and coalesce(project.end_date, project.begin_date, ${today}::date) >= ${today}::date
      order by project.begin_date nulls last, project.id limit ${homeBlockSize}`,
    (row: ProjectRow) => ({
      ...projectRefOfRow(row),
      beginDate: row.beginDate,
      endDate: row.endDate,
      ongoing: row.beginDate !== null && row.beginDate <= today,
      staffing: { needed: row.needed, booked: row.booked },
    }),
  );

type DeliveryNoteRow = CountedRow &
  ProjectRefRow & { projectCrewId: number; crewName: string; date: string };

/** Crews of the last week that worked (someone confirmed) and have no signed delivery note. */
const deliveryNotesOf = (tenantId: number, scope: SQL | undefined, today: string) =>
  countedRead(
    sql`select c.id as "projectCrewId", c.name as "crewName", c.date::text as date, ${projectRefColumns('project')},
        count(*) over ()::integer as total
      from project_crew c
      join project on project.tenant_id = c.tenant_id and project.id = c.project_id
      where c.tenant_id = ${tenantId} and ${inScope(scope)}
        and c.date between ${addDays(today, -deliveryNoteDays)}::date and ${today}::date
        and exists (select 1 from project_crew_item_status s
          join project_crew_item i on i.tenant_id = s.tenant_id and i.id = s.project_crew_item_id
          where i.tenant_id = c.tenant_id and i.project_crew_id = c.id and s.status = 'confirmed')
        and not exists (select 1 from delivery_note n where n.tenant_id = c.tenant_id
          and n.project_crew_id = c.id and n.signed_at is not null)
      order by c.date, c.id limit ${homeBlockSize}`,
    (row: DeliveryNoteRow) => ({
      projectCrewId: row.projectCrewId,
      crewName: row.crewName,
      date: row.date,
      project: projectRefOfRow(row),
    }),
  );

type InvoiceRow = CountedRow & {
  number: string;
  companyName: string;
  dueDate: string;
  totalCents: number;
};

/** The company's released invoices not paid yet, soonest due first. */
const invoicesDueOf = (tenantId: number, companyId: number, today: string) =>
  countedRead(
    sql`select i.number, co.name as "companyName", i.due_date::text as "dueDate",
        i.total_cents as "totalCents", count(*) over ()::integer as total
      from invoice i join company co on co.tenant_id = i.tenant_id and co.id = i.company_id
      where i.tenant_id = ${tenantId} and i.company_id = ${companyId} and i.status = 'released'
      order by i.due_date, i.id limit ${homeBlockSize}`,
    ({ total: _total, ...invoice }: InvoiceRow) => ({
      ...invoice,
      overdue: invoice.dueDate < today,
    }),
  );

/** A client contact's home; null when the caller reads no projects of a company. */
export const clientHome = async (ctx: RequestContext): Promise<ClientHome | null> => {
  if (!hasRight(ctx.rights, 'projects', 'READ')) return null;
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const scope = await resolveScope(tx, ctx, [['projects', 'READ']]);
  if (scope.kind !== 'company' && scope.kind !== 'contact') return null;
  const condition = projectScopeCondition(scope);
  const today = localDateOf(ctx.clock.now(), officeTimeZone);
  return readTogether(tx, {
    projects: projectsOf(tenantId, condition, today),
    deliveryNotes: deliveryNotesOf(tenantId, condition, today),
    invoicesDue:
      scope.kind === 'company' && hasRight(ctx.rights, 'invoices', 'READ')
        ? invoicesDueOf(tenantId, scope.companyId, today)
        : constantRead(null),
  });
};
