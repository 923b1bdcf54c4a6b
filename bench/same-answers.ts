// Asks two or more running servers (say today's main and a branch, on the same database and
// with the same JWT_SECRET) the same GET calls with the same token and says whether their JSON
// answers are the same byte for byte: a performance change must not change an answer.
// Usage: BENCH_URL=http://127.0.0.1:3461,http://127.0.0.1:3462 npm run bench:same-answers -- [path…]
// BENCH_USERS=crew@demo.crewhub.app,chief@demo.crewhub.app picks who asks (default below).
import { loginOverHttp } from './http-login';

const baseUrls = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').split(',');
const users = (
  process.env.BENCH_USERS ??
  'crew@demo.crewhub.app,chief@demo.crewhub.app,planner@demo.crewhub.app,office@demo.crewhub.app,client@demo.crewhub.app'
).split(',');
const given = process.argv.slice(2);
const paths = given.length > 0 ? given : ['/api/v1/home', '/api/v1/jobs', '/api/v1/userRights'];

const rows = [];
let differing = 0;
for (const email of users) {
  // One login for every server, so the answers that depend on the session are the same too.
  const token = await loginOverHttp(baseUrls[0]!, email);
  for (const path of paths) {
    const answers = await Promise.all(
      baseUrls.map(async (baseUrl) => {
        const response = await fetch(`${baseUrl}${path}`, {
          headers: { authorization: `Bearer ${token}`, type: 'MOBILE' },
        });
        return { status: response.status, text: await response.text() };
      }),
    );
    const same = answers.every(
      (answer) => answer.status === answers[0]!.status && answer.text === answers[0]!.text,
    );
    if (!same) differing += 1;
    rows.push({
      email,
      path,
      statuses: answers.map((answer) => answer.status).join(' / '),
      bytes: answers.map((answer) => answer.text.length).join(' / '),
      same,
    });
  }
}
console.table(rows);
if (differing > 0) process.exit(1);
