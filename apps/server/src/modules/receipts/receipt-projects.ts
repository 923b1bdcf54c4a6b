import { addDays, receiptProjectWindowDays, type ReceiptProject } from '@crewhub/shared';
import { and, asc, eq, exists, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { positionOfAssignment } from '../../db/joins';
import { companies, projectCrewItems, projectCrewItemStatuses, projects } from '../../db/schema';
import type { RequestContext } from '../../lib/request-context';
import { receiptScopeOf } from './receipt-access';
import type { ReceiptScope } from './receipts.repository';

/** A project runs in the window when it began before its end and ends after its start. */
const projectsInWindow = (
  tx: Executor,
  tenantId: number,
  scope: ReceiptScope,
  window: { from: string; to: string },
) =>
  tx
    .select({
      id: projects.id,
      number: projects.number,
      name: projects.name,
      companyId: projects.companyId,
      companyName: companies.name,
    })
    .from(projects)
    .leftJoin(
      companies,
      and(eq(companies.tenantId, projects.tenantId), eq(companies.id, projects.companyId)),
    )
    .where(
      and(
        eq(projects.tenantId, tenantId),
        lte(projects.beginDate, window.to),
        gte(sql`coalesce(${projects.endDate}, ${projects.beginDate})`, window.from),
        // Crew claim for projects they were confirmed on.
        scope.kind === 'all'
          ? undefined
          : exists(
              tx
                .select({ one: sql`1` })
                .from(projectCrewItemStatuses)
                .innerJoin(projectCrewItems, positionOfAssignment)
                .where(
                  and(
                    eq(projectCrewItems.tenantId, projects.tenantId),
                    eq(projectCrewItems.projectId, projects.id),
                    eq(projectCrewItemStatuses.personId, scope.personId),
                    eq(projectCrewItemStatuses.status, 'confirmed'),
                  ),
                ),
            ),
      ),
    )
    .orderBy(asc(projects.beginDate), asc(projects.number));

/**
 * GET /receiptProjects: the projects a receipt may be for, to pick from: one's own bookings
 * around today, or every project then for the office.
 */
export const listReceiptProjects = (ctx: RequestContext): Promise<ReceiptProject[]> => {
  const today = ctx.clock.now().toISOString().slice(0, 10);
  return projectsInWindow(ctx.tx, ctx.tenant.id, receiptScopeOf(ctx), {
    from: addDays(today, -receiptProjectWindowDays.before),
    to: addDays(today, receiptProjectWindowDays.after),
  });
};
