// The ceiling of one Node process on this machine (issue 17): a bare Fastify server, no plugins,
// no database, answering every GET with a fixed JSON body the size of crew@'s /userRights.
// Usage: PORT=3665 npx tsx bench/bare-fastify.ts [bytes], then, against its pid:
//   npx autocannon -c 50 -d 20 -H 'accept-encoding: br, gzip' http://127.0.0.1:3665/api/v1/userRights
// and the server's CPU from /proc/<pid>/stat before and after (as bench:throughput does).
import Fastify from 'fastify';

const [bytes = '544'] = process.argv.slice(2);
// One JSON string property padded to the size asked for; serialised per request like any answer.
const body = { rights: 'x'.repeat(Math.max(0, Number(bytes) - '{"rights":""}'.length)) };

const app = Fastify();
app.get('/*', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 3665), host: '127.0.0.1' });
