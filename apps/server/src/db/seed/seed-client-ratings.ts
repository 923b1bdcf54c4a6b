import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Transaction } from '../client';
import { crewRatings, projectCrewItems, projectCrewItemStatuses, projects } from '../schema';

/** What client@ thought of the crew on their past projects, best first. */
const clientVerdicts = [
  { value: 5, comment: 'Asked for by our stage manager again' },
  { value: 5, comment: null },
  { value: 4, comment: 'Quick and careful with the set' },
  { value: 4, comment: null },
  { value: 3, comment: 'Fine, but arrived late once' },
] as const;

/**
 * client@ has rated a few people who worked confirmed on their company's past projects, so
 * the contact's "crew they rated" list (GET /contacts/{id}/valueStaff) has something to show.
 */
export const seedClientRatings = async (
  tx: Transaction,
  seed: { tenantId: number; today: string; companyId: number; clientLoginId: number },
) => {
  const { tenantId } = seed;
  const jobs = await tx
    .select({ id: projectCrewItemStatuses.id, personId: projectCrewItemStatuses.personId })
    .from(projectCrewItemStatuses)
    .innerJoin(
      projectCrewItems,
      and(
        eq(projectCrewItems.tenantId, projectCrewItemStatuses.tenantId),
        eq(projectCrewItems.id, projectCrewItemStatuses.projectCrewItemId),
      ),
    )
    .innerJoin(
      projects,
      and(
        eq(projects.tenantId, projectCrewItems.tenantId),
        eq(projects.id, projectCrewItems.projectId),
      ),
    )
    .where(
      and(
        eq(projectCrewItemStatuses.tenantId, tenantId),
        eq(projectCrewItemStatuses.status, 'confirmed'),
        eq(projects.companyId, seed.companyId),
        isNull(projects.internalKind),
        lt(projectCrewItems.endDate, seed.today),
      ),
    )
    .orderBy(asc(projectCrewItemStatuses.id));
  // One job per person: the first one they did for this client.
  const firstJobs = [...new Map(jobs.reverse().map((job) => [job.personId, job])).values()]
    .sort((a, b) => a.id - b.id)
    .slice(0, clientVerdicts.length);
  if (firstJobs.length === 0) return;
  await tx.insert(crewRatings).values(
    firstJobs.map((job, index) => ({
      tenantId,
      personId: job.personId,
      projectCrewItemStatusId: job.id,
      ratedByLoginId: seed.clientLoginId,
      ...clientVerdicts[index]!,
    })),
  );
};
