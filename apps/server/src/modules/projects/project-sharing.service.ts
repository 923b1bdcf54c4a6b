import {
  crewTimeSpan,
  googleCalendarSpanLink,
  outerSpan,
  type CalendarSpan,
  type Project,
  type ProjectGuestVisit,
  type SetProjectGuestExpiryInput,
  type SetProjectPasswordInput,
} from '@crewhub/shared';
import { invalidField } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { hashPassword } from '../../lib/password';
import { randomToken } from '../../lib/secure-token';
import { listPositions, positionVisibility } from '../positions';
import { findProjectInScope, projectReadGrants, projectEditGrants } from '../project-access';
import { listCrewsOfProject } from '../project-crews';
import { projectsRepository } from './projects.repository';

const loginPath = (number: string, password?: string) => {
  const params = new URLSearchParams({ PID: number, ...(password ? { Password: password } : {}) });
  return `/login?${params.toString()}`;
};

/** GET /projects/{number}/password: whether guests can open the project, never the password. */
export const projectPasswordStatus = async (ctx: RequestContext, number: string) => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, projectEditGrants);
  const secrets = await projectsRepository.secrets(tx, ctx.tenant.id, project.id);
  return {
    projectNumber: number,
    hasPassword: Boolean(secrets?.guestPasswordHash),
    expiresOn: secrets?.guestPasswordHash ? (secrets.guestAccessUntil ?? null) : null,
    loginPath: loginPath(number),
  };
};

/**
 * DELETE /projects/{number}/password: guests can no longer log in, and the database ends the
 * sessions of those logged in (migration 0023).
 */
export const revokeProjectPassword = async (ctx: RequestContext, number: string) => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, projectEditGrants);
  await projectsRepository.update(tx, ctx.tenant.id, project.id, {
    guestPasswordHash: null,
    guestAccessUntil: null,
  });
  return projectPasswordStatus(ctx, number);
};

/**
 * POST /projects/{number}/guestExpiry: moves or clears the guests' last day and keeps the
 * password. Guests logged in log in again (the database ends their sessions, migration 0026),
 * so a shortened date holds at once. Without a password there is nothing to date.
 */
export const setProjectGuestExpiry = async (
  ctx: RequestContext,
  number: string,
  input: SetProjectGuestExpiryInput,
) => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, projectEditGrants);
  const secrets = await projectsRepository.secrets(tx, ctx.tenant.id, project.id);
  if (!secrets?.guestPasswordHash) {
    throw invalidField('body.expiresOn', 'Give guests a password before choosing its last day');
  }
  await projectsRepository.update(tx, ctx.tenant.id, project.id, {
    guestAccessUntil: input.expiresOn,
  });
  return projectPasswordStatus(ctx, number);
};

/** GET /projects/{number}/guestVisits: the latest guest logins, newest first. */
export const listProjectGuestVisits = async (
  ctx: RequestContext,
  number: string,
): Promise<ProjectGuestVisit[]> => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, projectEditGrants);
  const visits = await projectsRepository.guestVisits(tx, ctx.tenant.id, project.number);
  return visits.map((visit) => ({ ...visit, visitedAt: visit.visitedAt.toISOString() }));
};

/**
 * POST /projects/{number}/password: sets the given guest password or generates one. Only its
 * hash is stored, so the answer is the one moment the planner sees it.
 */
export const setProjectPassword = async (
  ctx: RequestContext,
  number: string,
  input: SetProjectPasswordInput,
) => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, projectEditGrants);
  const chosen = input.password ?? randomToken(9);
  await projectsRepository.update(tx, ctx.tenant.id, project.id, {
    guestPasswordHash: await hashPassword(chosen),
    guestAccessUntil: input.expiresOn ?? null,
  });
  return {
    projectNumber: number,
    hasPassword: true,
    expiresOn: input.expiresOn ?? null,
    password: chosen,
    loginPath: loginPath(number, chosen),
  };
};

export const calendarFeedPath = (number: string, token: string) =>
  `/api/v1/projects/${encodeURIComponent(number)}/calendar.ics?token=${token}`;

const plannerTimeZone = 'Europe/Amsterdam';

/**
 * The project's whole working time: its crews' earliest start to their latest end, or its
 * days when no position has times yet; null without any date.
 */
const projectSpan = async (
  ctx: RequestContext,
  project: Project,
  scope: Parameters<typeof positionVisibility>[1],
): Promise<CalendarSpan | null> => {
  const crews = await listCrewsOfProject(ctx.tx, ctx.tenant.id, project.id);
  const positions = await listPositions(ctx.tx, ctx.tenant.id, positionVisibility(ctx, scope), {
    projectId: project.id,
  });
  const timed = outerSpan(
    crews.map((crew) =>
      crewTimeSpan(
        crew.date,
        positions.filter((position) => position.projectCrewId === crew.id),
        plannerTimeZone,
      ),
    ),
  );
  if (timed) return timed;
  const days = crews.map((crew) => crew.date).sort();
  const firstDay = project.beginDate ?? days[0];
  const lastDay = project.endDate ?? days.at(-1) ?? firstDay;
  return firstDay && lastDay ? { firstDay, lastDay } : null;
};

/**
 * GET /projects/{number}/calendarLink: the iCal subscription link, created on first use, and
 * a Google Calendar invitation over the project's real times.
 */
export const projectCalendarLink = async (ctx: RequestContext, number: string) => {
  const { tx } = ctx;
  const { project, scope } = await findProjectInScope(tx, ctx, number, projectReadGrants);
  const secrets = await projectsRepository.secrets(tx, ctx.tenant.id, project.id);
  let token = secrets?.calendarToken;
  if (!token) {
    token = randomToken(24);
    await projectsRepository.update(tx, ctx.tenant.id, project.id, { calendarToken: token });
  }
  const span = await projectSpan(ctx, project, scope);
  return {
    icsUrl: `${ctx.tenant.origin}${calendarFeedPath(number, token)}`,
    googleCalendarUrl: span
      ? googleCalendarSpanLink({
          title: `${project.name} (${project.number})`,
          span,
          details: [project.companyName, project.comment].filter(Boolean).join('\n') || null,
          location: project.locationName,
        })
      : null,
  };
};
