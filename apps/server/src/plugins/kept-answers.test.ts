import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { deafToChanges, type ChangeNotices } from '../db/change-notices';
import { fixedClock } from '../lib/clock';
import { keptAnswers } from './kept-answers';

const request = { tenant: { id: 1 }, headers: { authorization: 'Bearer t' }, url: '/api/v1/home' };
const asRequest = (given: typeof request) => given as unknown as FastifyRequest;

/** A reply that records what was sent. */
const replyRecording = () => {
  const reply = {
    sent: [] as string[],
    serialize: (body: unknown) => JSON.stringify(body),
    type: () => reply,
    send: (text: string) => {
      reply.sent.push(text);
      return reply;
    },
  };
  return reply;
};
const asReply = (reply: ReturnType<typeof replyRecording>) => reply as unknown as FastifyReply;

/** Reads the test finishes when it wants, counting how many were started. */
const slowRead = () => {
  const waiting: ((body: unknown) => void)[] = [];
  return {
    started: () => waiting.length,
    answer: () => new Promise<unknown>((resolve) => waiting.push(resolve)),
    finish: (body: unknown) => waiting.forEach((resolve) => resolve(body)),
  };
};

const hearing: ChangeNotices = { ...deafToChanges, versionOf: () => 1 };

describe('kept answers', () => {
  it('reads once for the calls that miss together, and answers each of them', async () => {
    const answer = keptAnswers(hearing, fixedClock(new Date('2026-11-23T09:00:00Z')));
    const read = slowRead();
    const replies = [replyRecording(), replyRecording(), replyRecording()];
    const calls = replies.map((reply) => answer(asRequest(request), asReply(reply), read.answer));
    read.finish({ jobs: 2 });
    await Promise.all(calls);
    expect(read.started()).toBe(1);
    expect(replies.map((reply) => reply.sent)).toEqual([
      ['{"jobs":2}'],
      ['{"jobs":2}'],
      ['{"jobs":2}'],
    ]);
  });

  it('shares nothing while the node cannot hear changes', async () => {
    const answer = keptAnswers(deafToChanges, fixedClock(new Date('2026-11-23T09:00:00Z')));
    const read = slowRead();
    const calls = [1, 2].map(() =>
      answer(asRequest(request), asReply(replyRecording()), read.answer),
    );
    read.finish({});
    await Promise.all(calls);
    expect(read.started()).toBe(2);
  });

  it('reads again for a call that asks for a fresh answer, and keeps what it read', async () => {
    const answer = keptAnswers(hearing, fixedClock(new Date('2026-11-23T09:00:00Z')));
    const read = slowRead();
    const fresh = { ...request, headers: { ...request.headers, 'cache-control': 'no-cache' } };
    const first = answer(asRequest(request), asReply(replyRecording()), read.answer);
    read.finish({ jobs: 1 });
    await first;
    const again = answer(asRequest(fresh), asReply(replyRecording()), read.answer);
    read.finish({ jobs: 2 });
    await again;
    expect(read.started()).toBe(2);
    const reply = replyRecording();
    await answer(asRequest(request), asReply(reply), read.answer);
    expect(reply.sent).toEqual(['{"jobs":2}']);
  });
});
