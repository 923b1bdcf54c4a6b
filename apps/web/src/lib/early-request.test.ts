import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyAnswerMaxAgeMs, earlyRequest } from './early-request';

afterEach(() => {
  vi.useRealTimers();
});

/** A request that answers with how many times it was sent. */
const counting = () => {
  let sent = 0;
  return { request: earlyRequest(() => Promise.resolve(++sent)), sent: () => sent };
};

describe('earlyRequest', () => {
  it('hands the early answer to the first taker and asks again for the next', async () => {
    const { request, sent } = counting();
    request.start();
    expect(sent()).toBe(1);
    expect(await request.take()).toBe(1);
    expect(await request.take()).toBe(2);
  });

  it('asks when nothing was sent early', async () => {
    const { request } = counting();
    expect(await request.take()).toBe(1);
  });

  it('does not hand out an early answer nobody took while the first screen loaded', async () => {
    vi.useFakeTimers();
    const { request } = counting();
    request.start();
    vi.advanceTimersByTime(earlyAnswerMaxAgeMs + 1);
    expect(await request.take()).toBe(2);
  });

  it('asks again instead of handing out an early answer that failed', async () => {
    let sent = 0;
    const request = earlyRequest(() =>
      ++sent === 1 ? Promise.reject(new Error('no answer')) : Promise.resolve(sent),
    );
    request.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await request.take()).toBe(2);
  });

  it('never hands an answer asked for one caller to the next', async () => {
    let caller = 'session A';
    let sent = 0;
    const request = earlyRequest(
      () => Promise.resolve(`${++sent} for ${caller}`),
      () => caller,
    );
    request.start();
    caller = 'session B';
    expect(await request.take()).toBe('2 for session B');
  });
});
