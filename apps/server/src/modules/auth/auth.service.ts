import {
  isoDateOf,
  normalizeLanguage,
  type LoginData,
  type TokenClaims,
  type TokenRequest,
  type TokenType,
} from '@crewhub/shared';
import type { SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import type { RequestContext } from '../../lib/request-context';
import type { RequestTenant } from '../../plugins/tenant';
import { findTenantSettings } from '../tenants';
import type { AuthContext, AuthDeps } from './auth.context';
import type { TokenSigner } from './jwt';
import { authRepository, type LoginRecord } from './auth.repository';
import { issueDeviceCookie, trustedDeviceNonce } from './device-cookie';
import { deviceSpent, loginThrottle, throttleKeys, waitBeforeAttempt } from './login-throttle';

const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', 'The login or password is incorrect');

const displayNameOf = (login: LoginRecord): string => {
  const name = login.person ?? login.contact;
  return name ? `${name.firstName} ${name.lastName}` : login.email;
};

const userLoginData = async (
  tx: Transaction,
  tenantId: number,
  login: LoginRecord,
): Promise<LoginData> => ({
  person: login.person,
  contactNumber: login.contact?.contactNumber ?? null,
  language: normalizeLanguage(login.language),
  loginTypes: await authRepository.loginTypesOf(tx, tenantId, login.id),
  displayName: displayNameOf(login),
});

const guestLoginData = (options: {
  name: string;
  language: string;
  projectNumber?: string;
  plusCrewNumber?: string;
}): LoginData => ({
  person: null,
  contactNumber: null,
  language: normalizeLanguage(options.language),
  loginTypes: [],
  projectNumber: options.projectNumber ?? null,
  plusCrewNumber: options.plusCrewNumber ?? null,
  displayName: options.name,
});

type Subject = { subject: string; type: TokenType; loginData: LoginData };

/** Checks the credentials of any login kind; null when they do not match. */
const authenticate = async (
  tx: Transaction,
  tenantId: number,
  input: TokenRequest,
  today: string,
): Promise<Subject | null> => {
  if ('email' in input) {
    const login = await authRepository.findLoginByEmail(tx, tenantId, input.email);
    const ok = await verifyPassword(login?.active ? login.passwordHash : null, input.password);
    if (!login || !ok) return null;
    return {
      subject: `login:${login.id}`,
      type: 'MOBILE',
      loginData: await userLoginData(tx, tenantId, login),
    };
  }
  const settings = await findTenantSettings(tx, tenantId);
  const language = settings?.defaultLanguage ?? 'en';
  if ('projectNumber' in input) {
    const project = await authRepository.findProjectGuest(tx, tenantId, input.projectNumber);
    if (!(await verifyPassword(project?.passwordHash, input.password)) || !project) return null;
    // The planner's expiry date is the last day the password opens the project.
    if (project.accessUntil !== null && project.accessUntil < today) return null;
    return {
      subject: `project:${project.number}`,
      type: 'project',
      loginData: guestLoginData({ name: project.name, language, projectNumber: project.number }),
    };
  }
  const plusCrew = await authRepository.findPlusCrewGuest(tx, tenantId, input.plusCrewNumber);
  if (!(await verifyPassword(plusCrew?.passwordHash, input.password)) || !plusCrew) return null;
  return {
    subject: `pluscrew:${plusCrew.number}`,
    type: 'pluscrew',
    loginData: guestLoginData({ name: plusCrew.name, language, plusCrewNumber: plusCrew.number }),
  };
};

const accountOf = (input: TokenRequest): string =>
  'email' in input
    ? input.email
    : 'projectNumber' in input
      ? `project:${input.projectNumber}`
      : `pluscrew:${input.plusCrewNumber}`;

/** Where an attempt comes from: its address and the device cookie it carries, if any. */
export type LoginSource = { address: string; deviceCookie?: string };

const tooManyAttempts = (waitMs: number) =>
  new AppError(
    'TOO_MANY_LOGIN_ATTEMPTS',
    `Too many failed login attempts. Please try again in ${Math.ceil(waitMs / 1000)} seconds or reset your password.`,
  );

/**
 * POST /auth/token: throttled (login-throttle.ts), then a new session, its first token and a
 * device cookie that lets this browser past the throttling of attempts from elsewhere.
 */
export const login = async (
  ctx: AuthContext,
  input: TokenRequest,
  source: LoginSource,
): Promise<{ token: string; deviceCookie: string }> => {
  const tenantId = ctx.tenant.id;
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - loginThrottle.windowMs);
  const account = accountOf(input);
  const keysFor = (device: string | null) =>
    throttleKeys({ account, address: source.address, guest: !('email' in input), device });
  const device = trustedDeviceNonce(ctx.deviceSecret, tenantId, account, source.deviceCookie);

  return withTenant(ctx.db, tenantId, async (tx) => {
    const trusted = keysFor(device);
    const counts = await authRepository.failuresSince(tx, tenantId, Object.values(trusted), since);
    const keys = deviceSpent(trusted.device, counts) ? keysFor(null) : trusted;
    const waitMs = waitBeforeAttempt(keys, counts, now);
    if (waitMs > 0) throw tooManyAttempts(waitMs);
    const subject = await authenticate(tx, tenantId, input, isoDateOf(now));
    if (!subject) {
      await authRepository.recordFailures(tx, tenantId, Object.values(keys), now);
      return null;
    }
    const { address, ...ownKeys } = keys;
    await authRepository.clearFailures(
      tx,
      tenantId,
      { cleared: Object.values(ownKeys), pruned: address ? [address] : [] },
      since,
    );
    const sid = await authRepository.createSession(tx, {
      tenantId,
      subject: subject.subject,
      tokenType: subject.type,
    });
    if (subject.type !== 'MOBILE') {
      await authRepository.recordGuestVisit(tx, {
        tenantId,
        subject: subject.subject,
        address: source.address,
        visitedAt: now,
      });
    }
    return ctx.signer.sign({
      sub: subject.subject,
      tid: tenantId,
      sid,
      type: subject.type,
      loginData: subject.loginData,
    });
  }).then((token) => {
    // Thrown outside the transaction so the recorded failure is committed.
    if (!token) throw invalidCredentials();
    return { token, deviceCookie: issueDeviceCookie(ctx.deviceSecret, tenantId, account) };
  });
};

/** GET /auth/refresh: a fresh token for the same session, with up-to-date login data. */
export const refresh = async (ctx: RequestContext, signer: TokenSigner): Promise<string> => {
  const { tx, tenant, auth } = ctx;
  const { claims } = auth;
  let loginData = claims.loginData;
  if (auth.loginId !== null) {
    const login = await authRepository.findLoginById(tx, tenant.id, auth.loginId);
    if (!login?.active) throw new AppError('TOKEN_INVALID', 'This account is no longer active');
    loginData = await userLoginData(tx, tenant.id, login);
  }
  await authRepository.touchSession(tx, tenant.id, auth.sessionId, ctx.clock.now());
  return signer.sign({
    sub: claims.sub,
    tid: claims.tid,
    sid: claims.sid,
    type: claims.type,
    loginData,
  });
};

export const logout = async ({ tx, tenant, auth, clock }: RequestContext): Promise<void> => {
  await authRepository.revokeSession(tx, tenant.id, auth.sessionId, clock.now());
};

/**
 * Token check for the access guard, without the database: valid signature and expiry, issued
 * for this tenant. A token of another tenant is rejected here, before any query; whether its
 * session is still active is checked in the request's transaction (`sessionActiveCheck`).
 */
export const createTokenVerifier =
  (deps: Pick<AuthDeps, 'signer'>) =>
  async (token: string, tenant: RequestTenant): Promise<TokenClaims | null> => {
    const claims = await deps.signer.verify(token);
    return claims && claims.tid === tenant.id ? claims : null;
  };

/**
 * Whether a session is still active at `now`, as an SQL expression the request context selects:
 * a guest's ends with the project's expiry date even while its token is valid.
 */
export const sessionActiveCheck = (tenantId: number, sessionId: string, now: Date): SQL =>
  authRepository.sessionActiveExpression(tenantId, sessionId, isoDateOf(now));
