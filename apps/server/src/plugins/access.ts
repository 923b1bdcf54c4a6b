import type { LoginTypeCode, Resource, RightName, TokenClaims, UserRights } from '@crewhub/shared';
import { hasRight, isGuestTokenType } from '@crewhub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';
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
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
    /** The caller's rights map, loaded once per request when first needed. */
    userRights: () => Promise<UserRights>;
  }
}

export type AccessOptions = {
  /** Verifies signature, expiry, tenant and session; null when the token is not acceptable. */
  verifyToken: (token: string, tenant: RequestTenant) => Promise<TokenClaims | null>;
  loadRights: (tenant: RequestTenant, auth: RequestAuth) => Promise<UserRights>;
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

/** The one guard every route goes through: authentication, token type, login types and rights. */
export const accessPlugin = fp(async (app: FastifyInstance, options: AccessOptions) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('userRights', async () => ({}));

  app.addHook('onRequest', async (request) => {
    // Unknown routes fall through to the not-found handler.
    if (!request.routeOptions.url) return;
    const access: Access = request.routeOptions.config.access ?? {};
    const token = bearerToken(request);

    if (token) {
      const claims = await options.verifyToken(token, request.tenant);
      if (!claims) {
        if (access.public) return;
        throw new AppError('TOKEN_INVALID', 'Your session has expired, please log in again');
      }
      // The client sends the token type back in the Type header; a mismatch is a forged mix.
      const typeHeader = request.headers.type;
      if (typeof typeHeader === 'string' && typeHeader !== claims.type) {
        throw new AppError('TOKEN_INVALID', 'The Type header does not match the token');
      }
      const auth = toRequestAuth(claims);
      request.auth = auth;
      let cached: Promise<UserRights> | null = null;
      request.userRights = () => (cached ??= options.loadRights(request.tenant, auth));
    }

    if (access.public) return;
    const auth = request.auth;
    if (!auth) throw unauthenticated();

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
    if (access.rights?.length) {
      const rights = await request.userRights();
      const missing = access.rights.find(([resource, right]) => !hasRight(rights, resource, right));
      if (missing) throw forbidden(`Missing right ${missing[1]} on ${missing[0]}`);
    }
  });
});
