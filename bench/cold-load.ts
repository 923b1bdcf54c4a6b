// Bytes on the wire for a cold load of the page shell and everything index.html references,
// with and without compression, against a running server (issue 17, HTTP).
// Usage: BENCH_URL=http://localhost:3413 npm run bench:cold-load -- [/login]
import { get } from 'node:http';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:3000';
const [page = '/login'] = process.argv.slice(2);

type Fetched = { status: number; bytes: number; encoding: string; body: Buffer };

/** node:http rather than fetch, which would decompress and hide the bytes that travelled. */
const fetchRaw = (url: string, acceptEncoding: string) =>
  new Promise<Fetched>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          bytes: body.length,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          body,
        });
      });
    }).on('error', reject);
  });

const shell = await fetchRaw(`${baseUrl}${page}`, 'identity');
const referenced = [...shell.body.toString().matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
  (match) => match[1]!,
);
const urls = [page, ...new Set(referenced)];

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
const rows = [];
for (const acceptEncoding of ['identity', 'gzip', 'br, gzip']) {
  const fetched = await Promise.all(
    urls.map((url) => fetchRaw(`${baseUrl}${url}`, acceptEncoding)),
  );
  const failed = fetched.find((response) => response.status !== 200);
  if (failed) throw new Error(`a file answered ${failed.status}`);
  rows.push({
    acceptEncoding,
    files: fetched.length,
    kiB: kb(fetched.reduce((sum, response) => sum + response.bytes, 0)),
    encodings: [...new Set(fetched.map((response) => response.encoding))].join(' '),
  });
}
console.table(rows);
