import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestTenant } from './tenant';

/**
 * The policy of the web app's pages. Scripts come only from the app's own files and the inline
 * scripts the build wrote into the page shell, each allowed by its hash (no other inline script,
 * no eval), so injected markup cannot run. Styles allow inline because Mantine sets
 * style attributes and its CSS variables in a <style> element. Images may come from https
 * (tenant logos and backgrounds are URLs) and data:/blob: (previews of chosen photos); PDFs
 * are previewed in an <object> from a blob: URL.
 */
const pagePolicy = (frameAncestors: string, inlineScriptSources: readonly string[]): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors.split(' ').filter(Boolean)].join(' ')}`,
  ].join('; ');

/** A year; browsers then refuse plain http for this host, so only sent over TLS. */
const hstsMaxAgeSeconds = 365 * 24 * 60 * 60;

const isHtml = (reply: FastifyReply): boolean =>
  String(reply.getHeader('content-type') ?? '').startsWith('text/html');

/**
 * Browser headers on every answer: no content sniffing (an upload is never run as a page), no
 * full URL in the Referer to other sites (paths can carry reset and signed-file tokens), and on
 * pages a Content-Security-Policy whose frame-ancestors come from the tenant (`tenant.
 * frame_ancestors`). Over TLS (`request.protocol` honours X-Forwarded-Proto only with
 * TRUST_PROXY) browsers are told to stay on https.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { inlineScriptSources: readonly string[] }) => {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'same-origin');
      if (isHtml(reply)) {
        // Unknown hosts get their explanatory page before any tenant is known.
        const tenant: RequestTenant | null = request.tenant;
        reply.header(
          'content-security-policy',
          pagePolicy(tenant?.frameAncestors ?? '', options.inlineScriptSources),
        );
      }
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', `max-age=${hstsMaxAgeSeconds}`);
      }
    });
  },
);
