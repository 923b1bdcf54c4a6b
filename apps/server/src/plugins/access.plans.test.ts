import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { anotherNode, demoLogin, useTestApp } from '../testing/test-app';

// Routes whose statements are kept per shape and read by key ask for generic plans
// (`genericPlans`, db/tenant-scope.ts), those that plan with each call's values say so
// (`plansWithValues`); the rest keep PostgreSQL's choice.
const ctx = useTestApp();

describe('plans per route', () => {
  it("sets the route's plan choice in the statement that enters the tenant", async () => {
    const node = await anotherNode(ctx);
    const planMode = async (request: { ctx: { tx: Parameters<typeof queryRows>[0] } }) => {
      const [row] = await queryRows<{ mode: string }>(
        request.ctx.tx,
        sql`select current_setting('plan_cache_mode') as mode`,
      );
      return { mode: row?.mode };
    };
    node.get('/api/v1/test/generic-plans', { config: { genericPlans: true } }, planMode);
    node.get('/api/v1/test/value-plans', { config: { plansWithValues: true } }, planMode);
    node.get('/api/v1/test/usual-plans', planMode);
    const token = await ctx.login(demoLogin('crew'));
    const modeOf = async (url: string) => {
      const response = await node.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost', authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ mode: string }>().mode;
    };
    try {
      expect(await modeOf('/api/v1/test/generic-plans')).toBe('force_generic_plan');
      expect(await modeOf('/api/v1/test/value-plans')).toBe('force_custom_plan');
      expect(await modeOf('/api/v1/test/usual-plans')).toBe('auto');
    } finally {
      await node.close();
    }
  });
});
