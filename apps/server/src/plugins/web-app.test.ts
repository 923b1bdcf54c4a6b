import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { compressionPlugin, readWebShell, webAppPlugin } from './web-app';

const ctx = useTestApp();
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};`;
const version = { version: 'test', commit: 'test', builtAt: '2026-11-23T00:00:00Z' };

/** A built web app in miniature: the shell, one hashed asset with its compressed copies. */
const writeWebDist = async (dir: string) => {
  await mkdir(path.join(dir, 'assets'));
  const asset = path.join(dir, 'assets', 'app-Ab12Cd34.js');
  await Promise.all([
    writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>'),
    writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});'),
    writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n'),
    writeFile(asset, script),
    writeFile(`${asset}.br`, brotliCompressSync(script)),
    writeFile(`${asset}.gz`, gzipSync(script)),
  ]);
};

describe('web app delivery', () => {
  let webDist: string;
  let web: FastifyInstance;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'crewhub-web-dist-'));
    await writeWebDist(webDist);
    web = Fastify();
    await web.register(compressionPlugin);
    await web.register(webAppPlugin, { webDist, shell: readWebShell(webDist), version });
  });
  afterAll(async () => {
    await web.close();
    await rm(webDist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    web.inject({ method: 'GET', url, headers });

  it('sends the brotli copy built beside a hashed asset, cached as immutable for a year', async () => {
    const response = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one without either', async () => {
    const gzipped = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates the shell by ETag on every page path and answers 304 when it is unchanged', async () => {
    const first = await get('/projects/12');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/login', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('revalidates the service worker by ETag', async () => {
    const first = await get('/sw.js');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeTruthy();
    const again = await get('/sw.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers /robots.txt with the rules, not with the app shell', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /api/');
  });
});

describe('API answer compression', () => {
  it('compresses JSON above 1 KB for a client that accepts it, and leaves small answers alone', async () => {
    const token = await ctx.login({ email: 'planner@demo.crewhub.app', password: 'demo2026' });
    const plain = await ctx.request('GET', '/api/v1/projects', { token });
    expect(plain.body.length).toBeGreaterThan(1024);
    const compressed = await ctx.request('GET', '/api/v1/projects', {
      token,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    // gzip before brotli: as small on answers of a few KB, and cheaper to make.
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
    const brotliOnly = await ctx.request('GET', '/api/v1/projects', {
      token,
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotliOnly.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotliOnly.rawPayload).toString())).toEqual(
      plain.json(),
    );

    const small = await ctx.request('GET', '/api/v1/userRights', {
      token,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
