import type { CalendarInvitation, Project, SendCalendarInvitationInput } from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { projects } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type { RequestContext } from '../../lib/request-context';
import type { FileStorage } from '../../lib/storage/storage';
import { backgroundTenant, type RequestTenant } from '../../plugins/tenant';
import {
  listCalendarInvitations,
  sendCalendarInvitation,
  sendCalendarInvitationUpdates,
  type ProjectShifts,
} from '../calendar-invitations';
import { outboxPayloadSchemas, type OutboxJobHandler } from '../mail';
import { findProjectInScope, projectEditGrants, selectProjects } from '../project-access';
import { documentTextsFor } from './document-language';
import { projectCrewEvents } from './project-calendar';
import { loadProjectCalendarData } from './project-calendar-data';

/**
 * The project's shifts as the feed shows them: one event per crew, with the feed's UIDs, so an
 * invited calendar and a subscribed one agree on which event is which.
 */
const projectShifts = async (
  tx: Executor,
  tenant: RequestTenant,
  project: Pick<Project, 'id' | 'number' | 'name'>,
  now: Date,
): Promise<ProjectShifts> => {
  const { crews, positions, places } = await loadProjectCalendarData(tx, tenant.id, project.id);
  const texts = await documentTextsFor(tx, tenant.id, null);
  const events = projectCrewEvents({
    texts,
    project,
    crews,
    positions,
    places,
    host: new URL(tenant.origin).hostname,
    now,
  });
  return { id: project.id, number: project.number, name: project.name, events };
};

/** POST /projects/{number}/calendarInvitations: the shifts to one address, as an invitation. */
export const inviteToProjectCalendar = async (
  ctx: RequestContext,
  number: string,
  input: SendCalendarInvitationInput,
): Promise<CalendarInvitation> => {
  const { project } = await findProjectInScope(ctx.tx, ctx, number, projectEditGrants);
  const shifts = await projectShifts(ctx.tx, ctx.tenant, project, ctx.clock.now());
  return sendCalendarInvitation(ctx, shifts, input.email);
};

/** GET /projects/{number}/calendarInvitations: the addresses that hold the shifts. */
export const projectCalendarInvitations = async (ctx: RequestContext, number: string) => {
  const { project } = await findProjectInScope(ctx.tx, ctx, number, projectEditGrants);
  return listCalendarInvitations(ctx.tx, ctx.tenant.id, project.id);
};

/**
 * The outbox handler of `calendarInvitations` jobs, queued when a project's shifts may have
 * changed: every address holding an older version gets the shifts again, one SEQUENCE higher.
 */
export const createCalendarInvitationHandler =
  (deps: { db: Database; clock: Clock; mailer: Mailer; storage: FileStorage }): OutboxJobHandler =>
  async (job) => {
    const { projectId } = outboxPayloadSchemas.calendarInvitations.parse(job.payload);
    const tenantId = job.tenantId;
    const tenant = await backgroundTenant(deps.db, tenantId);
    if (!tenant) return;
    await withTenant(deps.db, tenantId, async (tx) => {
      const [project] = await selectProjects(tx).where(
        and(eq(projects.tenantId, tenantId), eq(projects.id, projectId)),
      );
      if (!project) return;
      const shifts = await projectShifts(tx, tenant, project, deps.clock.now());
      await sendCalendarInvitationUpdates(
        {
          tx,
          tenant,
          clock: deps.clock,
          storage: deps.storage,
          mailer: deps.mailer,
          auth: { loginId: null },
        },
        shifts,
      );
    });
  };
