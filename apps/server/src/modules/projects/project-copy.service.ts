import type { RequestContext } from '../../lib/request-context';
import { addDays, daysBetween, type CopyProjectInput, type Project } from '@crewhub/shared';
import { copyCrew, crewIdsOfProject } from '../project-crews';
import { findProjectInScope, projectEditGrants } from '../project-access';
import { projectRowsRepository, projectsRepository } from './projects.repository';
import { claimProjectNumber } from './projects.service';

const shift = (date: string | null, days: number) => (date ? addDays(date, days) : null);

/**
 * POST /projects/{number}/copy: a new, independent project with its own crews, positions and
 * (optionally) people as new requests, every date moved so the copy begins on `beginDate`.
 * Guest password, calendar link and the closed flag are not copied.
 */
export const copyProject = async (
  ctx: RequestContext,
  number: string,
  input: CopyProjectInput,
): Promise<Project> => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const { project, scope } = await findProjectInScope(tx, ctx, number, projectEditGrants);
  const source = (await projectRowsRepository.rowById(tx, tenantId, project.id))!;
  const dayShift = daysBetween(source.beginDate ?? input.beginDate, input.beginDate);
  const copyNumber = await claimProjectNumber(
    tx,
    tenantId,
    input.number,
    Number(input.beginDate.slice(0, 4)),
  );
  const { id: _id, createdAt: _createdAt, ...values } = source;
  const copyId = await projectsRepository.insert(tx, {
    ...values,
    number: copyNumber,
    name: input.name ?? source.name,
    beginDate: input.beginDate,
    endDate: shift(source.endDate, dayShift),
    closed: false,
    guestPasswordHash: null,
    calendarToken: null,
  });
  if (input.includeCrews) {
    for (const crewId of await crewIdsOfProject(tx, tenantId, project.id)) {
      await copyCrew(tx, tenantId, crewId, copyId, {
        dayShift,
        includePersons: input.includePersons,
      });
    }
  }
  return (await projectsRepository.findByNumber(tx, tenantId, copyNumber, scope))!;
};
