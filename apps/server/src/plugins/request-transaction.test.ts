import type { Activity } from '@crewhub/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../db/schema';
import { demoLogin, useTestApp } from '../testing/test-app';

const ctx = useTestApp();

const storedCaption = async (id: number) => {
  const [row] = await ctx.handle.db
    .select({ caption: activities.caption })
    .from(activities)
    .where(eq(activities.id, id));
  return row?.caption ?? null;
};

describe("a guarded request's one transaction", () => {
  it('has committed what a 201 reports before the answer arrives', async () => {
    const planner = await ctx.login(demoLogin('planner'));
    const response = await ctx.request('POST', '/api/v1/activities', {
      token: planner,
      body: { caption: 'Order the stage barriers', type: 'LOG' },
    });
    expect(response.statusCode).toBe(201);
    // Read on another connection at once: a reply sent before the commit would not be seen.
    expect(await storedCaption(response.json<Activity>().id)).toBe('Order the stage barriers');
  });

  it('rolls back everything a request wrote when it fails halfway', async () => {
    const planner = await ctx.login(demoLogin('planner'));
    const before = await ctx.handle.db.$count(activities);
    const response = await ctx.request('POST', '/api/v1/activities', {
      token: planner,
      body: { caption: 'Call the venue', type: 'LOG', personParty: 999999 },
    });
    expect(response.statusCode).toBe(400);
    expect(await ctx.handle.db.$count(activities)).toBe(before);
  });
});
