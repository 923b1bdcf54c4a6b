import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { randomToken, safeEqual } from '../lib/secure-token';

export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'x-xsrf-token';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyReply {
    /** Sets the XSRF-TOKEN cookie when the browser does not have one yet. */
    ensureXsrfCookie: () => void;
  }
}

/**
 * Double-submit cookie: the web app copies the readable XSRF-TOKEN cookie into the
 * X-XSRF-TOKEN header of every write, which another site's form or script cannot do.
 */
export const xsrfPlugin = fp(async (app: FastifyInstance) => {
  app.decorateReply('ensureXsrfCookie', function (this: FastifyReply) {
    if (this.request.cookies[xsrfCookieName]) return;
    this.setCookie(xsrfCookieName, randomToken(24), {
      path: '/',
      sameSite: 'strict',
      secure: this.request.protocol === 'https',
      httpOnly: false,
    });
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!unsafeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    const cookie = request.cookies[xsrfCookieName];
    const header = request.headers[xsrfHeaderName];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      throw new AppError(
        'XSRF_TOKEN_INVALID',
        'The XSRF-TOKEN cookie and X-XSRF-TOKEN header are missing or do not match; reload the page',
      );
    }
  });
});
