import type { MessageResponse } from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import { loginLoginTypes, logins, persons, tenantSettings } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { issueLoginLink, welcomeLinkTtlMs } from './password.service';

const invitationSent: MessageResponse = {
  code: 'PASSWORD_LINK_SENT',
  message: 'An invitation will be sent to the email address',
};

/** The person's login, made (as crew, in the tenant's language) when they have none yet. */
const loginOf = async (ctx: RequestContext, person: { id: number; email: string }) => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const [existing] = await tx
    .select({ id: logins.id, email: logins.email, passwordHash: logins.passwordHash })
    .from(logins)
    .where(and(eq(logins.tenantId, tenantId), eq(logins.personId, person.id)));
  if (existing) return existing;
  const [settings] = await tx
    .select({ language: tenantSettings.defaultLanguage })
    .from(tenantSettings)
    .where(eq(tenantSettings.tenantId, tenantId));
  const [created] = await tx
    .insert(logins)
    .values({
      tenantId,
      email: person.email.trim().toLowerCase(),
      personId: person.id,
      language: settings?.language ?? 'en',
    })
    .returning({ id: logins.id, email: logins.email, passwordHash: logins.passwordHash });
  await tx
    .insert(loginLoginTypes)
    .values({ tenantId, loginId: created!.id, loginTypeCode: 'crew' });
  return created!;
};

/**
 * POST /persons/{id}/invitation (office): a welcome mail with a link (14 days, once) to choose
 * the first password. A person without a login gets a crew login; one who has a password already
 * uses "forgotten password" instead (409).
 */
export const invitePerson = async (
  ctx: RequestContext,
  personId: number,
): Promise<MessageResponse> => {
  const [person] = await ctx.tx
    .select({ id: persons.id, email: persons.email, firstName: persons.firstName })
    .from(persons)
    .where(and(eq(persons.tenantId, ctx.tenant.id), eq(persons.id, personId)));
  if (!person) throw notFound('Person');
  if (!person.email) throw invalidField('email', 'The person has no e-mail address');
  const login = await loginOf(ctx, { id: person.id, email: person.email });
  if (login.passwordHash) {
    throw new AppError('CONFLICT', 'This person has chosen a password already');
  }
  const token = await issueLoginLink(ctx.tx, {
    tenantId: ctx.tenant.id,
    now: ctx.clock.now(),
    kind: 'welcome',
    loginId: login.id,
    ttlMs: welcomeLinkTtlMs,
  });
  await ctx.mailer.send(ctx.tx, ctx.tenant, {
    to: login.email,
    content: {
      kind: 'welcome',
      recipientName: person.firstName,
      link: `${ctx.tenant.origin}/welcome/${token}`,
    },
  });
  return invitationSent;
};
