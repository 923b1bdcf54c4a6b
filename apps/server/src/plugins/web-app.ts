import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

export type VersionInfo = { version: string; commit: string; builtAt: string };

/**
 * Serves the built web app: hashed assets cached for a year, the service worker and the
 * version file never cached, and index.html for every other page so client routes work.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { webDist: string | null; version: VersionInfo }) => {
    app.get('/version.json', { config: { access: { public: true } } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(options.version),
    );

    const { webDist } = options;
    const indexFile = webDist ? path.join(webDist, 'index.html') : null;
    const hasWebApp = indexFile !== null && existsSync(indexFile);

    if (hasWebApp && webDist) {
      await app.register(async (web) => {
        web.addHook('onRoute', (route) => {
          route.config = { ...route.config, access: { public: true } };
        });
        await web.register(fastifyStatic, {
          root: webDist,
          wildcard: false,
          index: false,
          setHeaders: (res, filePath) => {
            const name = path.basename(filePath);
            if (name === 'sw.js' || name.endsWith('.webmanifest')) {
              res.header('cache-control', 'no-cache');
            } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
              res.header('cache-control', 'public, max-age=31536000, immutable');
            }
          },
        });
      });
    }
    const indexHtml = hasWebApp && indexFile ? readFileSync(indexFile, 'utf8') : null;

    app.setNotFoundHandler(async (request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET' || !indexHtml) {
        throw new AppError(
          'NOT_FOUND',
          `Route ${request.method} ${request.url.split('?')[0]} not found`,
        );
      }
      return reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml);
    });
  },
);
