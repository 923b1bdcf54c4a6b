import {
  changePasswordInputSchema,
  errorResponseSchema,
  forgottenPasswordRequestSchema,
  messageResponseSchema,
  setPasswordSchema,
  tokenParamSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  welcomeInfoSchema,
} from '@crewhub/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext, AuthDeps } from './auth.context';
import { login, logout, refresh } from './auth.service';
import { deviceCookie } from './device-cookie';
import {
  acceptWelcome,
  changePassword,
  forgottenPassword,
  resetPassword,
  welcomeInfo,
} from './password.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};
const allTokens = { guests: ['project', 'pluscrew'] as ('project' | 'pluscrew')[] };
export type AuthRoutesOptions = AuthDeps & {
  /** Per-IP request cap on the public auth calls, in front of the failure throttle. */
  publicRequestsPerMinute: number;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { publicRequestsPerMinute, ...deps } = options;
  const publicRateLimit = { max: publicRequestsPerMinute, timeWindow: '1 minute' };
  const context = (request: FastifyRequest): AuthContext => ({ ...deps, tenant: request.tenant });

  app.post(
    '/auth/token',
    {
      config: { access: { public: true }, rateLimit: publicRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail, project number or plus-crew number and password',
        headers: z.object({ type: z.literal('MOBILE').optional() }),
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.ensureXsrfCookie();
      const { token, deviceCookie: cookie } = await login(context(request), request.body, {
        address: request.ip,
        deviceCookie: request.cookies[deviceCookie.name],
      });
      reply.setCookie(deviceCookie.name, cookie, {
        path: deviceCookie.path,
        maxAge: deviceCookie.maxAgeSeconds,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
      });
      return { token };
    },
  );

  app.get(
    '/auth/refresh',
    {
      config: { access: allTokens },
      schema: {
        tags: ['auth'],
        summary: 'A new token for the current session',
        response: { 200: tokenResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ token: await refresh(request.ctx, deps.signer) }),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: allTokens },
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        response: { 204: z.null(), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await logout(request.ctx);
      reply.status(204);
      return null;
    },
  );

  app.post(
    '/forgottenPassword',
    {
      config: { access: { public: true }, rateLimit: publicRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Request a password reset link ({email}) or renew a known password',
        body: forgottenPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => forgottenPassword(context(request), request.body, { ip: request.ip }),
  );

  app.post(
    '/forgottenPassword/:token',
    {
      config: { access: { public: true }, rateLimit: publicRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with an e-mailed reset link',
        params: tokenParamSchema,
        body: setPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => resetPassword(context(request), request.params.token, request.body.password),
  );

  app.get(
    '/welcome/:token',
    {
      config: { access: { public: true }, rateLimit: publicRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Who a welcome link is for',
        params: tokenParamSchema,
        response: { 200: welcomeInfoSchema, ...errors },
      },
    },
    async (request) => welcomeInfo(context(request), request.params.token),
  );

  app.post(
    '/welcome/:token',
    {
      config: { access: { public: true }, rateLimit: publicRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Choose the first password with a welcome link',
        params: tokenParamSchema,
        body: setPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => acceptWelcome(context(request), request.params.token, request.body.password),
  );
  app.post(
    '/password',
    {
      // Logged-in users only; the cap slows guessing the current password with a stolen token.
      config: { rateLimit: publicRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Change my password (current and new); my other sessions end',
        body: changePasswordInputSchema,
        response: { 200: messageResponseSchema, ...errors, 403: errorResponseSchema },
      },
    },
    async (request) => changePassword(request.ctx, request.body),
  );
};
