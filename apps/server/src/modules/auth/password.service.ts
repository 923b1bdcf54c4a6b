import type {
  ChangePasswordInput,
  ForgottenPasswordRequest,
  MessageResponse,
  WelcomeInfo,
} from '@crewhub/shared';
import type { Database, Transaction } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { AppError, invalidField } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { RequestContext } from '../../lib/request-context';
import { hashToken, randomToken } from '../../lib/secure-token';
import { backgroundTenant } from '../../plugins/tenant';
import { outboxPayloadSchemas, queueOutboxJob, type OutboxJobHandler } from '../mail';
import type { AuthContext } from './auth.context';
import { authRepository } from './auth.repository';
import { login } from './auth.service';
import { loginTokensRepository, type LoginTokenKind } from './login-tokens.repository';

const resetLinkTtlMs = 60 * 60_000;
/**
 * Reset mails one account receives per link lifetime (an hour), from any number of addresses:
 * the per-IP cap alone let a botnet fill a mailbox. The answer stays the same when capped.
 */
const resetMailsPerAccount = 3;

export const welcomeLinkTtlMs = 14 * 24 * 60 * 60_000;

const linkInvalid = () =>
  new AppError('LINK_INVALID', 'This link is invalid or has expired. Please request a new one.');

const passwordLinkSent: MessageResponse = {
  code: 'PASSWORD_LINK_SENT',
  message: 'An invitation will be sent to the email address',
};
const passwordChanged: MessageResponse = {
  code: 'PASSWORD_CHANGED',
  message: 'Your password has been changed, you can log in now',
};

/** Creates a one-time link and returns the token to put in its URL. */
export const issueLoginLink = async (
  tx: Transaction,
  options: { tenantId: number; now: Date; kind: LoginTokenKind; loginId: number; ttlMs: number },
): Promise<string> => {
  const token = randomToken();
  await loginTokensRepository.create(tx, {
    tenantId: options.tenantId,
    tokenHash: hashToken(token),
    kind: options.kind,
    loginId: options.loginId,
    expiresAt: new Date(options.now.getTime() + options.ttlMs),
  });
  return token;
};

/**
 * The outbox handler of `passwordReset` jobs: an active account gets a one-time link, unless
 * it already holds as many unexpired links as the cap allows (counted per account, so asking
 * from many addresses does not fill a mailbox). Unknown addresses get nothing.
 */
export const createPasswordResetHandler =
  (deps: { db: Database; clock: Clock; mailer: Mailer }): OutboxJobHandler =>
  async (job) => {
    const { email } = outboxPayloadSchemas.passwordReset.parse(job.payload);
    const tenant = await backgroundTenant(deps.db, job.tenantId);
    if (!tenant) return;
    await withTenant(deps.db, tenant.id, async (tx) => {
      const account = await authRepository.findLoginByEmail(tx, tenant.id, email);
      if (!account?.active) return;
      const now = deps.clock.now();
      const sent = await loginTokensRepository.countUnexpired(
        tx,
        tenant.id,
        'password_reset',
        account.id,
        now,
      );
      if (sent >= resetMailsPerAccount) return;
      const token = await issueLoginLink(tx, {
        tenantId: tenant.id,
        now,
        kind: 'password_reset',
        loginId: account.id,
        ttlMs: resetLinkTtlMs,
      });
      await deps.mailer.send(tx, tenant, {
        to: account.email,
        content: { kind: 'passwordReset', link: `${tenant.origin}/forgottenPassword/${token}` },
      });
    });
  };

/**
 * POST /forgottenPassword. A reset request always answers the same, whether or not the
 * address has an account, so the form cannot be used to discover accounts.
 */
export const forgottenPassword = async (
  ctx: AuthContext,
  input: ForgottenPasswordRequest,
  options: { ip: string },
): Promise<MessageResponse> => {
  if ('newPassword' in input) {
    // Renewal checks the current password with the same throttling as a login.
    await login(
      ctx,
      { email: input.email, password: input.currentPassword },
      { address: options.ip },
    );
    await withTenant(ctx.db, ctx.tenant.id, async (tx) => {
      const account = await authRepository.findLoginByEmail(tx, ctx.tenant.id, input.email);
      if (!account) throw linkInvalid();
      await setPasswordAndEndSessions(ctx, tx, account.id, input.newPassword);
    });
    return passwordChanged;
  }
  // The request only queues the job, the same one statement for any address: whether the
  // address has an account, is capped or gets a link is decided by the worker, so neither the
  // answer nor its timing tells which addresses exist.
  await withTenant(ctx.db, ctx.tenant.id, (tx) =>
    queueOutboxJob(tx, {
      tenantId: ctx.tenant.id,
      kind: 'passwordReset',
      payload: { email: input.email },
      runAfter: ctx.clock.now(),
    }),
  );
  return passwordLinkSent;
};

const setPasswordAndEndSessions = async (
  ctx: AuthContext,
  tx: Transaction,
  loginId: number,
  password: string,
) => {
  const now = ctx.clock.now();
  await authRepository.setPassword(tx, ctx.tenant.id, loginId, await hashPassword(password));
  // A new password ends every session: whoever knew the old one is logged out.
  await authRepository.revokeSessionsOf(tx, ctx.tenant.id, `login:${loginId}`, now);
};

const consumeLink = (ctx: AuthContext, kind: LoginTokenKind, token: string, password: string) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const tokenHash = hashToken(token);
    const loginId = await loginTokensRepository.findUsable(
      tx,
      ctx.tenant.id,
      kind,
      tokenHash,
      ctx.clock.now(),
    );
    if (loginId === null) throw linkInvalid();
    await setPasswordAndEndSessions(ctx, tx, loginId, password);
    await loginTokensRepository.markUsed(tx, ctx.tenant.id, tokenHash, ctx.clock.now());
  });

/** POST /forgottenPassword/{token}. */
export const resetPassword = async (ctx: AuthContext, token: string, password: string) => {
  await consumeLink(ctx, 'password_reset', token, password);
  return passwordChanged;
};

/** GET /welcome/{token}: who the welcome link is for. */
export const welcomeInfo = (ctx: AuthContext, token: string): Promise<WelcomeInfo> =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const loginId = await loginTokensRepository.findUsable(
      tx,
      ctx.tenant.id,
      'welcome',
      hashToken(token),
      ctx.clock.now(),
    );
    const account =
      loginId === null ? null : await authRepository.findLoginById(tx, ctx.tenant.id, loginId);
    if (!account) throw linkInvalid();
    const name = account.person ?? account.contact;
    return {
      email: account.email,
      displayName: name ? `${name.firstName} ${name.lastName}` : account.email,
    };
  });

/** POST /welcome/{token}: a new user chooses a first password. */
export const acceptWelcome = async (ctx: AuthContext, token: string, password: string) => {
  await consumeLink(ctx, 'welcome', token, password);
  return passwordChanged;
};

/**
 * POST /password: a logged-in user changes their password with the current one. Their other
 * sessions end (whoever knew the old password is logged out); this device stays logged in.
 */
export const changePassword = async (
  ctx: RequestContext,
  input: ChangePasswordInput,
): Promise<MessageResponse> => {
  const { tx, tenant, auth } = ctx;
  const account = auth.loginId
    ? await authRepository.findLoginById(tx, tenant.id, auth.loginId)
    : null;
  // A wrong current password is a field error, not a 401: the session itself is fine.
  if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw invalidField('body.currentPassword', 'This is not your current password');
  }
  await authRepository.setPassword(
    tx,
    tenant.id,
    account.id,
    await hashPassword(input.newPassword),
  );
  await authRepository.revokeOtherSessions(
    tx,
    tenant.id,
    `login:${account.id}`,
    auth.sessionId,
    ctx.clock.now(),
  );
  return { code: 'PASSWORD_CHANGED', message: 'Your password has been changed' };
};
