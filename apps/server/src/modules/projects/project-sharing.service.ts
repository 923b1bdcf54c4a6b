import type { RequestContext } from '../../lib/request-context';
import { hashPassword } from '../../lib/password';
import { randomToken } from '../../lib/secure-token';
import { findProjectInScope, projectReadGrants, projectEditGrants } from '../project-access';
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
    loginPath: loginPath(number),
  };
};

/**
 * POST /projects/{number}/password: sets the given guest password or generates one. Only its
 * hash is stored, so the answer is the one moment the planner sees it.
 */
export const setProjectPassword = async (
  ctx: RequestContext,
  number: string,
  password?: string,
) => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, projectEditGrants);
  const chosen = password ?? randomToken(9);
  await projectsRepository.update(tx, ctx.tenant.id, project.id, {
    guestPasswordHash: await hashPassword(chosen),
  });
  return {
    projectNumber: number,
    hasPassword: true,
    password: chosen,
    loginPath: loginPath(number, chosen),
  };
};

export const calendarFeedPath = (number: string, token: string) =>
  `/api/v1/projects/${encodeURIComponent(number)}/calendar.ics?token=${token}`;

/** GET /projects/{number}/calendarLink: the iCal subscription link, created on first use. */
export const projectCalendarLink = async (ctx: RequestContext, number: string) => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, projectReadGrants);
  const secrets = await projectsRepository.secrets(tx, ctx.tenant.id, project.id);
  let token = secrets?.calendarToken;
  if (!token) {
    token = randomToken(24);
    await projectsRepository.update(tx, ctx.tenant.id, project.id, { calendarToken: token });
  }
  return { icsUrl: `${ctx.tenant.origin}${calendarFeedPath(number, token)}` };
};
