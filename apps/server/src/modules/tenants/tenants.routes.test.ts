import { describe, expect, it } from 'vitest';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();

describe('tenant resolution by host', () => {
  it.each([
    ['localhost', 'Crewhub Demo Events', 'default'],
    ['127.0.0.1', 'Crewhub Demo Events', 'default'],
    [otherTenantHost, 'Northwind Stage Crew', 'red'],
  ])('%s serves the settings of %s', async (host, name, theme) => {
    const response = await ctx.request('GET', '/api/v1/tenant/settings', { host });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name,
      mobileTheme: theme,
      oneCrewOneTree: expect.any(Object),
    });
  });

  it('returns every public setting', async () => {
    const settings = (await ctx.request('GET', '/api/v1/tenant/settings')).json();
    expect(Object.keys(settings).sort()).toEqual(
      [
        'backgroundColorCode',
        'backgroundUrl',
        'defaultLanguage',
        'faviconUrl',
        'metaDescription',
        'metaHostName',
        'mobileTheme',
        'name',
        'oneCrewOneTree',
        'useUserLanguage',
      ].sort(),
    );
  });

  it('sets the XSRF-TOKEN cookie with the settings', async () => {
    const response = await ctx.request('GET', '/api/v1/tenant/settings');
    expect(response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value).toBeTruthy();
  });

  it('answers an unknown host with 404 JSON on the API', async () => {
    const response = await ctx.request('GET', '/api/v1/tenant/settings', {
      host: 'unknown.example.com',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'UNKNOWN_TENANT' });
  });

  it.each(['localhost:3000', 'LocalHost:80', '127.0.0.1:3280', `${otherTenantHost}:443`])(
    'accepts the known host with a port: %s',
    async (host) => {
      expect((await ctx.request('GET', '/api/v1/tenant/settings', { host })).statusCode).toBe(200);
    },
  );

  // Only a known host, optionally with a numeric port, names a tenant: nothing before or after.
  it.each([
    'localhost:3000@attacker.example',
    'localhost@attacker.example',
    'user@localhost',
    'localhost:3000:3000',
    'localhost:http',
    'localhost/attacker.example',
    'localhost attacker.example',
    'localhost.',
    '[::1]',
  ])('answers the malformed or unknown host %s with 404', async (host) => {
    const response = await ctx.request('GET', '/api/v1/tenant/settings', { host });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'UNKNOWN_TENANT' });
  });

  it('answers an unknown host with an explanatory page in the browser', async () => {
    const response = await ctx.request('GET', '/login', { host: 'unknown.example.com' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('not connected to a Crewhub workspace');
  });

  it('serves GET /tenant to logged-in users only', async () => {
    expect((await ctx.request('GET', '/api/v1/tenant')).statusCode).toBe(401);
    const token = await ctx.login(demoLogin('crew'));
    expect((await ctx.request('GET', '/api/v1/tenant', { token })).json()).toEqual({
      name: 'Crewhub Demo Events',
      defaultLanguage: 'en',
      mobileTheme: 'default',
    });
  });
});

describe('framework edges', () => {
  it('answers unknown API routes with 404 JSON', async () => {
    const response = await ctx.request('GET', '/api/v1/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const response = await ctx.request('GET', '/api/v1/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/token',
        '/api/v1/userRights',
        '/api/v1/tenant/settings',
      ]),
    );
    expect(document.paths['/api/v1/auth/token'].post.requestBody).toBeDefined();
  });

  it('serves the version file', async () => {
    const response = await ctx.request('GET', '/version.json');
    expect(response.json()).toMatchObject({ version: 'test', commit: 'test' });
  });
});
