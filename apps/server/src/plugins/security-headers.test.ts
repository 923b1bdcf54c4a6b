import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants } from '../db/schema';
import { otherTenantHost, useTestApp } from '../testing/test-app';

// A built web app of one page, so pages are served as in production; the build writes one
// inline script into it (web build/home-preload.ts).
const webDist = mkdtempSync(path.join(tmpdir(), 'crewhub-web-'));
const inlineScript = 'document.documentElement.dataset.started = "yes"';
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><head><script>${inlineScript}</script></head><div id="root"></div>` +
    '<script type="module" src="/assets/app.js"></script>',
);
const inlineScriptHash = createHash('sha256').update(inlineScript).digest('base64');

const ctx = useTestApp({ webDist, trustProxy: true });

const directives = (policy: string | undefined): Map<string, string> =>
  new Map(
    (policy ?? '').split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values.join(' ')];
    }),
  );

describe('browser headers', () => {
  it('serves pages with a policy that allows no inline script but those of the shell, nosniff and a referrer policy', async () => {
    const response = await ctx.request('GET', '/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    const policy = directives(response.headers['content-security-policy'] as string);
    expect(policy.get('script-src')).toBe(`'self' 'sha256-${inlineScriptHash}'`);
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'self'");
  });

  it('lets the origins the tenant lists embed its pages, and no one else', async () => {
    await ctx.handle.db
      .update(tenants)
      .set({ frameAncestors: 'https://www.northwind.example' })
      .where(eq(tenants.id, 2));
    // A fresh host name of tenant 2 skips the per-node host cache.
    const page = await ctx.request('GET', '/login', { host: otherTenantHost });
    const framed = directives(page.headers['content-security-policy'] as string);
    expect(framed.get('frame-ancestors')).toBe("'self' https://www.northwind.example");
    const demo = await ctx.request('GET', '/login');
    expect(
      directives(demo.headers['content-security-policy'] as string).get('frame-ancestors'),
    ).toBe("'self'");
  });

  it('refuses a frame-ancestors entry that is not a bare origin', async () => {
    await expect(
      ctx.handle.db
        .update(tenants)
        .set({ frameAncestors: "https://a.example; script-src 'unsafe-inline'" })
        .where(eq(tenants.id, 2)),
    ).rejects.toThrow();
  });

  it('sends nosniff on API answers too, and HSTS and a Secure cookie only over TLS', async () => {
    const plain = await ctx.request('GET', '/api/v1/tenant/settings');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(String(plain.headers['set-cookie'])).not.toContain('Secure');
    const overTls = await ctx.request('GET', '/api/v1/tenant/settings', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overTls.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    expect(String(overTls.headers['set-cookie'])).toMatch(/XSRF-TOKEN=.*; Secure/);
  });
});
