import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { infrastructureRoute } from './health';

export type VersionInfo = { version: string; commit: string; builtAt: string };

/** Hashed file names change with their content, so browsers may keep them for a year. */
const immutable = 'public, max-age=31536000, immutable';
/** Kept, but asked about again each time (answered 304 while the ETag matches). */
const revalidate = 'no-cache';
/** Smaller answers gain less from compression than the work costs. */
const compressAboveBytes = 1024;

const isRevalidated = (name: string) =>
  name === 'sw.js' || name === 'robots.txt' || name.endsWith('.webmanifest');

/** The web app's page shell (index.html), served for every page of the app. */
export type WebShell = {
  html: string;
  /** Strong, so a returning browser gets 304 and no body. */
  etag: string;
  /** The Content-Security-Policy sources that let the shell's own inline scripts run. */
  inlineScriptSources: string[];
};

const sha256 = (text: string, encoding: 'base64' | 'base64url') =>
  createHash('sha256').update(text).digest(encoding);

/** Scripts written in the page itself (a build step adds one, web build/home-preload.ts). */
const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

/** The built shell, or null without a web build (API-only runs and most tests). */
export const readWebShell = (webDist: string | null): WebShell | null => {
  const indexFile = webDist ? path.join(webDist, 'index.html') : null;
  if (indexFile === null || !existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  return {
    html,
    etag: `"${sha256(html, 'base64url').slice(0, 27)}"`,
    inlineScriptSources: inlineScripts(html).map(
      (script) => `'sha256-${sha256(script, 'base64')}'`,
    ),
  };
};

const sendShell = (request: FastifyRequest, reply: FastifyReply, shell: WebShell) => {
  reply.header('cache-control', revalidate).header('etag', shell.etag);
  if (request.headers['if-none-match'] === shell.etag) return reply.code(304).send();
  return reply.type('text/html; charset=utf-8').send(shell.html);
};

/**
 * Compresses answers above a small size; register before the routes so it reaches them all.
 * Prebuilt static files arrive with Content-Encoding already set, which it leaves alone.
 * gzip comes first: on answers of a few KB it is as small as brotli (home: 1,284 against 1,261
 * bytes) for a third of the CPU, because each brotli call sets up a large state (issue 17);
 * brotli stays for clients that accept nothing else. gzip at level 4: the planning calendar's
 * month (923 KB of JSON on the scale tenant) took 7.1 ms at the default 6 for 44 KiB, 2.3 ms at
 * 4 for 46 KiB.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    threshold: compressAboveBytes,
    encodings: ['gzip', 'br'],
    zlibOptions: { level: 4 },
  });
});

/**
 * Serves the built web app: the build's `.br`/`.gz` copies as they
 * are, hashed assets cached for a year, the shell, service worker and manifest revalidated by
 * ETag, and index.html for every other page so client routes work.
 */
export const webAppPlugin = fp(
  async (
    app: FastifyInstance,
    options: { webDist: string | null; shell: WebShell | null; version: VersionInfo },
  ) => {
    app.get('/version.json', { config: { access: { public: true } } }, async (_request, reply) =>
      reply.header('cache-control', revalidate).send(options.version),
    );

    const { webDist, shell } = options;
    if (shell && webDist) {
      await app.register(async (web) => {
        // Files are the same for every tenant and never touch the database, so neither the
        // tenant lookup nor load shedding applies: a cold load fetches a dozen at once.
        web.addHook('onRoute', (route) => {
          route.config = { ...route.config, ...infrastructureRoute };
        });
        await web.register(fastifyStatic, {
          root: webDist,
          wildcard: false,
          index: false,
          preCompressed: true,
          setHeaders: (res, filePath) => {
            const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
            if (isRevalidated(name)) {
              res.header('cache-control', revalidate);
            } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
              res.header('cache-control', immutable);
            }
          },
        });
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET' || !shell) {
        throw new AppError(
          'NOT_FOUND',
          `Route ${request.method} ${request.url.split('?')[0]} not found`,
        );
      }
      return sendShell(request, reply, shell);
    });
  },
);
