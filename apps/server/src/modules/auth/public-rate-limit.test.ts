import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';

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
  });
});
