/** The tenant `npm run seed:scale` builds and `bench/scale.ts` measures. */
export const scale = {
  tenantId: 2,
  crew: 10_000,
  companies: 500,
  projects: 50_000,
  rowsPerPosition: 20,
  firstDay: '2026-01-01',
  days: 730,
  busyEmail: 'crew@northwind.crewhub.app',
} as const;
