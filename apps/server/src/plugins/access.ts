import type { LoginTypeCode, Resource, RightName, TokenClaims, UserRights } from '@crewhub/shared';
import { hasRight, isGuestTokenType, isoDateOf } from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeNotices } from '../db/change-notices';
import type { Database, Transaction } from '../db/client';
import { enterTenant, type PlanChoice } from '../db/tenant-scope';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';
import { keptValues } from '../lib/kept-values';
import type { AppServices, RequestContext } from '../lib/request-context';
import { keptAnswers } from './kept-answers';
import type { RequestTenant } from './tenant';

/**
 * What a route allows. Routes without `access` are for logged-in users only (no guests), so a
 * forgotten declaration fails closed.
 */
export type Access =
  | { public: true }
  | {
      public?: false;
      /** Guest token types allowed on this route; the service limits them to their project/plus crew. */
      guests?: ('project' | 'pluscrew')[];
      /** Also allow guests, but no users (e.g. guest-only screens). */
      usersAllowed?: boolean;
      /** Any one of these login types is required. */
      loginTypes?: LoginTypeCode[];
      /** Every one of these resource/right pairs is required. */
      rights?: [Resource, RightName][];
      /**
       * The handler answers from the caller's auth and rights alone and never reads the
       * database: the session check and the rights are read in one statement without BEGIN
       * and COMMIT (two of the three round trips of /userRights, issue 17), and reading
       * `request.ctx.tx` throws.
       */
      withoutTransaction?: boolean;
    };

export type RequestAuth = {
  claims: TokenClaims;
  sessionId: string;
  loginId: number | null;
  personId: number | null;
  contactNumber: string | null;
  loginTypes: LoginTypeCode[];
  projectNumber: string | null;
  plusCrewNumber: string | null;
  isGuest: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The answer depends only on the caller's token, the URL, the tenant's data and the minute:
     * a node answers the same call again from memory within the minute, until it hears of a
     * change to the tenant's data (for GET routes whose handler writes nothing).
     */
    keepAnswer?: true;
    /**
     * The route's statements are planned once per connection for any values (`PlanChoice` in
     * db/tenant-scope.ts): for routes whose statements are kept per shape and read by key.
     */
    genericPlans?: true;
    /**
     * The route's statements are planned with each call's values (`PlanChoice` in
     * db/tenant-scope.ts), set as its transaction starts: for routes whose services call
     * `planWithValues`, which then sends nothing.
     */
    plansWithValues?: true;
  }
  interface FastifyRequest {
    /** The caller, from a token whose signature, expiry and tenant were checked; null when anonymous. */
    auth: RequestAuth | null;
    /** The request context of a guarded route; only handlers of non-public routes may read it. */
    ctx: RequestContext;
  }
}

export type AccessOptions = AppServices & {
  db: Database;
  /** Checks signature, expiry and tenant of a token (no database); null when not acceptable. */
  verifyToken: (token: string, tenant: RequestTenant) => Promise<TokenClaims | null>;
  /** A boolean SQL expression: whether the session is still active (not logged out or ended). */
  sessionActive: (tenantId: number, sessionId: string, now: Date) => SQL;
  /** The caller's grants as an SQL expression, and how they become the rights map. */
  grants: {
    select: (tenantId: number, auth: RequestAuth) => SQL;
    toRights: (grants: unknown) => UserRights;
  };
  /** What this node heard of changes: sessions, rights and kept answers last until one. */
  changeNotices: ChangeNotices;
};

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
};

const toRequestAuth = (claims: TokenClaims): RequestAuth => {
  const [kind, id] = claims.sub.split(':');
  return {
    claims,
    sessionId: claims.sid,
    loginId: kind === 'login' ? Number(id) : null,
    personId: claims.loginData.person?.id ?? null,
    contactNumber: claims.loginData.contactNumber,
    loginTypes: claims.loginData.loginTypes.map((type) => type.code),
    projectNumber: claims.loginData.projectNumber ?? null,
    plusCrewNumber: claims.loginData.plusCrewNumber ?? null,
    isGuest: isGuestTokenType(claims.type),
  };
};

const accessOf = (request: FastifyRequest): Access => request.routeOptions.config.access ?? {};

/** Tokens one node remembers as verified; past this it starts again. */
const maxVerifiedTokens = 10_000;
/** Callers' rights one node keeps; past this it starts again. */
const maxKeptCallers = 10_000;

/**
 * `verifyToken` once per token and tenant: a client sends the same token for up to an hour, and
 * checking its signature (WebCrypto HMAC, then the claims' shape) cost a tenth of a millisecond
 * of CPU per request (issue 17). Only accepted tokens are remembered, and their expiry is
 * checked on every request as `jwtVerify` checks it; logout and revocation are the session
 * check's, in the database, as before.
 */
const rememberingVerifiedTokens = (
  verifyToken: AccessOptions['verifyToken'],
  clock: AppServices['clock'],
): AccessOptions['verifyToken'] => {
  const verified = new Map<string, TokenClaims>();
  return async (token, tenant) => {
    const key = `${tenant.id} ${token}`;
    const known = verified.get(key);
    if (known && known.exp > Math.floor(clock.now().getTime() / 1000)) {
      // Lets the event loop take in waiting requests first, as the signature check (on the
      // thread pool) did: PGlite's queries run on this thread, and requests that never yield
      // left new ones unread, and so unshed, until their clients timed out.
      await new Promise(setImmediate);
      return known;
    }
    const claims = await verifyToken(token, tenant);
    if (known) verified.delete(key);
    if (claims) {
      if (verified.size >= maxVerifiedTokens) verified.clear();
      verified.set(key, claims);
    }
    return claims;
  };
};

/** How a route's transaction plans its statements, as the route declares. */
const planChoiceOf = (config: FastifyContextConfig): PlanChoice => {
  if (config.genericPlans) return 'generic';
  return config.plansWithValues ? 'withValues' : 'usual';
};

const contextKey = Symbol('requestContext');
type WithContext = FastifyRequest & { [contextKey]?: RequestContext };

/**
 * The one guard every route goes through. Before parsing: the token (signature, expiry,
 * tenant, Type header), guests and login types, all without the database. Around the handler
 * of a guarded route: one transaction with the tenant and app role set, in which the session is
 * checked, the rights load and the handler runs with `request.ctx`.
 */
export const accessPlugin = fp(async (app: FastifyInstance, options: AccessOptions) => {
  const { db, clock, mailer, storage } = options;
  const verifyToken = rememberingVerifiedTokens(options.verifyToken, clock);
  app.decorateRequest('auth', null);
  app.decorateRequest('ctx', {
    getter(this: WithContext) {
      const ctx = this[contextKey];
      if (!ctx) throw new Error('request.ctx is only set inside the handler of a guarded route');
      return ctx;
    },
  });

  app.addHook('onRequest', async (request) => {
    // Unknown routes fall through to the not-found handler.
    if (!request.routeOptions.url) return;
    const access = accessOf(request);
    // Public routes never see a caller: their tokens are not session-checked.
    if (access.public) return;
    const token = bearerToken(request);
    const claims = token ? await verifyToken(token, request.tenant) : null;
    if (token && !claims) {
      throw new AppError('TOKEN_INVALID', 'Your session has expired, please log in again');
    }
    if (!claims) throw unauthenticated();
    // The client sends the token type back in the Type header; a mismatch is a forged mix.
    const typeHeader = request.headers.type;
    if (typeof typeHeader === 'string' && typeHeader !== claims.type) {
      throw new AppError('TOKEN_INVALID', 'The Type header does not match the token');
    }
    const auth = toRequestAuth(claims);
    request.auth = auth;

    if (auth.isGuest) {
      if (!access.guests?.includes(auth.claims.type as 'project' | 'pluscrew')) {
        throw forbidden('Guests cannot open this page');
      }
      return;
    }
    if (access.usersAllowed === false) throw forbidden('Only guests can open this page');
    if (access.loginTypes && !access.loginTypes.some((type) => auth.loginTypes.includes(type))) {
      throw new AppError(
        'LOGIN_TYPE_REQUIRED',
        'You are lacking the required login type, please contact support',
      );
    }
  });

  /** Active sessions' rights, per session, grantee and day (a guest's access ends by date). */
  const keptRights = keptValues<UserRights>(maxKeptCallers);
  const callerKey = (tenantId: number, auth: RequestAuth, now: Date) =>
    `${tenantId} ${auth.sessionId} ${auth.loginId} ${auth.loginTypes.join(',')} ${isoDateOf(now)}`;

  /**
   * Sets the tenant and the app role on `tx` (on the database for one statement when null)
   * and, in the same statement, checks the session and reads the caller's grants, unless this
   * node read them since the tenant's last change; throws when the session ended or a right the
   * route needs is missing. Without a transaction a kept caller needs no statement at all.
   */
  const callerRights = async (
    tx: Transaction | null,
    request: WithContext,
    auth: RequestAuth,
  ): Promise<UserRights> => {
    const { tenant } = request;
    const now = clock.now();
    const key = callerKey(tenant.id, auth, now);
    const plans = planChoiceOf(request.routeOptions.config);
    const version = options.changeNotices.versionOf(tenant.id);
    let rights = keptRights.get(key, version);
    if (rights) {
      if (tx) await enterTenant(tx, tenant.id, undefined, plans);
    } else {
      const caller = await enterTenant<{ active: boolean; grants: unknown }>(
        tx ?? db,
        tenant.id,
        sql`json_build_object('active', ${options.sessionActive(tenant.id, auth.sessionId, now)}, 'grants', ${options.grants.select(tenant.id, auth)})`,
        plans,
      );
      if (!caller.active) {
        throw new AppError('TOKEN_INVALID', 'Your session has expired, please log in again');
      }
      rights = options.grants.toRights(caller.grants);
      keptRights.set(key, version, rights);
    }
    const access = accessOf(request);
    // Guests hold no rights: the route's guest rule admitted them and the service scopes them.
    const required = access.public || auth.isGuest ? [] : (access.rights ?? []);
    const missing = required.find(([resource, right]) => !hasRight(rights, resource, right));
    if (missing) throw forbidden(`Missing right ${missing[1]} on ${missing[0]}`);
    return rights;
  };

  const withContext = async (
    request: WithContext,
    ctx: RequestContext,
    run: () => Promise<unknown>,
  ): Promise<unknown> => {
    request[contextKey] = ctx;
    try {
      return await run();
    } finally {
      delete request[contextKey];
    }
  };

  const inRequestTransaction = (
    request: WithContext,
    auth: RequestAuth,
    run: () => Promise<unknown>,
  ): Promise<unknown> =>
    db.transaction(async (tx) => {
      const rights = await callerRights(tx, request, auth);
      const { tenant } = request;
      return withContext(request, { tx, tenant, auth, rights, clock, mailer, storage }, run);
    });

  // The tenant and role are set for this one statement only (set_config's local flag ends
  // with its implicit transaction), so nothing carries over to the pool's next request.
  const withoutTransaction = async (
    request: WithContext,
    auth: RequestAuth,
    run: () => Promise<unknown>,
  ): Promise<unknown> => {
    const rights = await callerRights(null, request, auth);
    const ctx: RequestContext = {
      get tx(): Transaction {
        throw new Error('This route is declared withoutTransaction: it may not read the database');
      },
      tenant: request.tenant,
      auth,
      rights,
      clock,
      mailer,
      storage,
    };
    return withContext(request, ctx, run);
  };

  // A guarded handler returns its body: a reply sent from inside the transaction would reach
  // the client before the commit, and its next request could miss what this one wrote.
  app.addHook('onSend', async (request: WithContext) => {
    if (request[contextKey]) {
      throw new Error('A guarded handler sent its reply inside its transaction; return the body');
    }
    // What a write committed is known here before its notice comes back, so this node's next
    // request (the same client's, most likely) cannot be answered from before it.
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.tenant) {
      options.changeNotices.changed(request.tenant.id);
    }
  });

  const keepingAnswer = keptAnswers(options.changeNotices, clock);

  // Wrapped when the route is declared; whether a route is public is read per request, because
  // plugins such as the web app and the API docs mark their routes public after declaring them.
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    const keepAnswer = route.config?.keepAnswer === true && route.method === 'GET';
    route.handler = function guardedHandler(this: FastifyInstance, request, reply) {
      const auth = request.auth;
      const access = accessOf(request);
      if (access.public || !auth) return handler.call(this, request, reply);
      const enter = access.withoutTransaction ? withoutTransaction : inRequestTransaction;
      const answer = () =>
        enter(request, auth, () => Promise.resolve(handler.call(this, request, reply)));
      return keepAnswer ? keepingAnswer(request, reply, answer) : answer();
    };
  });
});
