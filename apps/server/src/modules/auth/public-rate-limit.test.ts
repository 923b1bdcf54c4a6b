import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { anotherNode, useTestApp } from '../../testing/test-app';

const ctx = useTestApp({ publicRequestsPerMinute: 3 });

describe('per-IP request cap on public auth calls', () => {
  it('answers 429 with a clear message once an address sends too many requests', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await ctx.request('POST', '/api/v1/forgottenPassword', {
        body: { email: 'crew@demo.crewhub.app' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Each route counts on its own: the same address may still log in.
    expect(await ctx.login({ email: 'crew@demo.crewhub.app', password: 'demo2026' })).toBeTruthy();
  });

  describe('with two API nodes on one database', () => {
    let secondNode: App;
    beforeAll(async () => {
      secondNode = await anotherNode(ctx, { publicRequestsPerMinute: 3 });
    });
    afterAll(() => secondNode.close());

    it('counts an address once across the nodes, because the count lives in the database', async () => {
      const statuses: number[] = [];
      for (const node of [ctx.app, secondNode, ctx.app, secondNode]) {
        const response = await node.inject({
          method: 'POST',
          url: '/api/v1/auth/token',
          remoteAddress: '198.51.100.7',
          headers: { host: 'localhost', 'x-xsrf-token': 'xsrf' },
          cookies: { 'XSRF-TOKEN': 'xsrf' },
          payload: { email: 'nobody@demo.crewhub.app', password: 'wrong-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  });
});
