import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNominatimGeocoder } from './nominatim-geocoder';

let server: Server;
let baseUrl: string;
const seen: URL[] = [];
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '[]' };

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(new URL(request.url ?? '/', 'http://fake'));
    setTimeout(() => {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

// Generous by default: a loaded test machine must not turn a prompt answer into a timeout.
const geocoder = (timeoutMs = 10_000) =>
  createNominatimGeocoder({ baseUrl, userAgent: 'crewhub-test', timeoutMs });
const match = JSON.stringify([{ lat: '51.8836', lon: '4.4889' }]);
const ahoy = { street: 'Ahoyweg 10', zipcode: '3084 BA', city: 'Rotterdam', country: 'NL' };

describe('the Nominatim geocoder', () => {
  it('sends the structured address and reads the first match', async () => {
    answer = { status: 200, body: match };
    expect(await geocoder().geocode(ahoy)).toEqual({ latitude: 51.8836, longitude: 4.4889 });
    const url = seen.at(-1)!;
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      limit: '1',
      street: 'Ahoyweg 10',
      postalcode: '3084 BA',
      city: 'Rotterdam',
      country: 'NL',
    });
  });

  it.each([
    ['no match', { status: 200, body: '[]' }],
    ['an error status', { status: 503, body: 'busy' }],
    ['an odd answer', { status: 200, body: '[{"lat":"north"}]' }],
  ])('gives no coordinates on %s', async (_case, reply) => {
    answer = reply;
    expect(await geocoder().geocode(ahoy)).toBeNull();
  });

  it('gives no coordinates when the match comes too late', async () => {
    answer = { status: 200, body: match, delayMs: 2000 };
    expect(await geocoder(100).geocode(ahoy)).toBeNull();
  });

  it('does not ask without a city or zipcode', async () => {
    const before = seen.length;
    expect(await geocoder().geocode({ street: 'Main street 1' })).toBeNull();
    expect(seen).toHaveLength(before);
  });
});
