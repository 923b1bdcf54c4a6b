import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeNotices } from '../db/change-notices';
import type { Clock } from '../lib/clock';
import { keptValues } from '../lib/kept-values';

type Serialized = ReturnType<FastifyReply['serialize']>;

/** Answers one node keeps; a crew member's home is about 4 KB of JSON. */
const maxKeptAnswers = 2_000;

/**
 * `Cache-Control: no-cache` asks any cache on the way for an answer checked with the origin: a
 * browser's reload sends it, and the benchmarks measure reads with it.
 */
const asksForFreshAnswer = (request: FastifyRequest) =>
  request.headers['cache-control']?.includes('no-cache') === true;

/**
 * The answers of `keepAnswer` routes, serialized, per tenant, minute, token and URL, while the
 * tenant's change version stays the one they were read at. Calls that miss together share one
 * read: after a change, a screen's many open clients would otherwise all read it at once.
 */
export const keptAnswers = (changeNotices: ChangeNotices, clock: Clock) => {
  const kept = keptValues<Serialized>(maxKeptAnswers);
  const inFlight = new Map<string, { version: number; text: Promise<Serialized> }>();
  const keyOf = (request: FastifyRequest) =>
    `${request.tenant.id} ${Math.floor(clock.now().getTime() / 60_000)} ${request.headers.authorization} ${request.url}`;
  const send = (reply: FastifyReply, text: Serialized) =>
    reply.type('application/json; charset=utf-8').send(text);

  /** Answers from memory, from a read under way, or by `answer` (the guarded handler). */
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    answer: () => Promise<unknown>,
  ): Promise<FastifyReply> => {
    const key = keyOf(request);
    const version = changeNotices.versionOf(request.tenant.id);
    if (!asksForFreshAnswer(request)) {
      const found = kept.get(key, version);
      if (found !== undefined) return send(reply, found);
      const shared = inFlight.get(key);
      if (version !== null && shared?.version === version) return send(reply, await shared.text);
    }
    const text = answer().then((body) => reply.serialize(body));
    if (version === null) return send(reply, await text);
    const flight = { version, text };
    inFlight.set(key, flight);
    try {
      const read = await text;
      kept.set(key, version, read);
      return send(reply, read);
    } finally {
      if (inFlight.get(key) === flight) inFlight.delete(key);
    }
  };
};
