import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { eq } from 'drizzle-orm';
import * as schema from './src/db/schema';
import { homeDashboard } from './src/modules/home/home.service';
import { systemClock } from './src/lib/clock';

const captured: { sql: string; params: unknown[] }[] = [];
const client = new PGlite('/tmp/prof2/pglite');
const db = drizzle({ client, schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } }) as any;
const [login] = await db.select().from(schema.logins).where(eq(schema.logins.email, process.argv[2] ?? 'crew@demo.crewhub.app'));
const [session] = await db.select().from(schema.sessions).limit(1);
const ctx = { db, clock: systemClock, tenant: { id: login.tenantId, name: 'x', host: 'localhost' }, auth: { personId: login.personId, loginId: login.id, sessionId: session.id } } as any;
captured.length = 0;
await homeDashboard(ctx);
for (const q of captured.filter((q) => !q.sql.startsWith('select set_config'))) {
  let out = '';
  for (let i = 0; i < 4; i++) out = (await client.query(`explain analyze ${q.sql}`, q.params)).rows.map((x: any) => x['QUERY PLAN']).join('\n');
  console.log('=== ' + q.sql.slice(0, 80));
  console.log(out.split('\n').filter((l) => /Planning|Execution|Scan|Join|Loop|SubPlan/.test(l)).join('\n'));
}
await client.close();
