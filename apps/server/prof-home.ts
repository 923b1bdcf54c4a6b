import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { eq } from 'drizzle-orm';
import * as schema from './src/db/schema';
import { homeDashboard } from './src/modules/home/home.service';
import { withTenant } from './src/db/tenant-scope';
import { authRepository } from './src/modules/auth/auth.repository';
import { systemClock } from './src/lib/clock';

const marks: [number, string][] = [];
const client = new PGlite('/tmp/prof2/pglite');
const db = drizzle({ client, schema, logger: { logQuery: (q) => marks.push([performance.now(), q.slice(0, 90)]) } }) as never;
const [login] = await (db as any).select().from(schema.logins).where(eq(schema.logins.email, process.argv[2] ?? 'crew@demo.crewhub.app'));
const [session] = await (db as any).select().from(schema.sessions).limit(1);
const ctx = { db, clock: systemClock, tenant: { id: login.tenantId, name: 'x', host: 'localhost' },
  auth: { personId: login.personId, loginId: login.id, sessionId: session.id } } as any;
const run = async () => {
  await withTenant(db, login.tenantId, (tx) => authRepository.isSessionActive(tx, login.tenantId, session.id));
  await homeDashboard(ctx);
};
for (let i = 0; i < 300; i++) await run();
marks.length = 0;
const N = 300;
const totals = new Map<string, number>();
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  const start = marks.length;
  await run();
  const end = performance.now();
  const mine = marks.slice(start);
  mine.forEach(([t, q], j) => {
    const next = j + 1 < mine.length ? mine[j + 1]![0] : end;
    totals.set(`${j} ${q}`, (totals.get(`${j} ${q}`) ?? 0) + (next - t));
  });
}
console.log('per request ms', ((performance.now() - t0) / N).toFixed(2));
for (const [q, t] of totals) console.log((t / N).toFixed(3), q.replace(/\s+/g, ' '));
await client.close();
