import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersistedClient, Persister } from '../api/query-store';
import { offlineMaxAgeMs, persistQueries, shouldPersist } from './persist-queries';

/** The scope's store, in memory: jsdom has no IndexedDB. */
const saved: PersistedClient[] = [];
const memoryStore: Persister = {
  persistClient: (client) => {
    saved.push(client);
    return Promise.resolve();
  },
  restoreClient: () => Promise.resolve(undefined),
  removeClient: () => Promise.resolve(),
};

const scope = '1:user:2';

const cachedQuery = async (data: unknown, meta?: { onlineOnly?: boolean }) => {
  const queryClient = new QueryClient();
  await queryClient.fetchQuery({ queryKey: ['answer'], queryFn: () => data, meta });
  return queryClient.getQueryCache().find({ queryKey: ['answer'] })!;
};

afterEach(() => {
  vi.useRealTimers();
  saved.length = 0;
  localStorage.clear();
});

describe('shouldPersist', () => {
  it('keeps an answer offline', async () => {
    expect(shouldPersist(await cachedQuery({ jobs: [] }))).toBe(true);
  });

  it('leaves out answers marked online only (the planners’ month calendars)', async () => {
    expect(shouldPersist(await cachedQuery({ people: [] }, { onlineOnly: true }))).toBe(false);
  });

  it('leaves out files', async () => {
    expect(shouldPersist(await cachedQuery(new Blob(['%PDF'])))).toBe(false);
  });
});

describe('persistQueries', () => {
  it('saves the answers screens got while the stored copy was being read', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    await queryClient.fetchQuery({ queryKey: ['home'], queryFn: () => ({ jobs: [] }) });
    const stop = await persistQueries({ queryClient, scope, buster: 'build', store: memoryStore });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(
      saved.map(({ clientState }) => clientState.queries.map((query) => query.queryKey)),
    ).toEqual([[['home']]]);
    stop();
  });

  it('waits for an answer before saving when none is there yet', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const stop = await persistQueries({ queryClient, scope, buster: 'build', store: memoryStore });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saved).toEqual([]);
    await queryClient.fetchQuery({ queryKey: ['jobs'], queryFn: () => [] });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saved).toHaveLength(1);
    stop();
  });

  it('keeps the answers already there as long as the stored ones', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery({ queryKey: ['home'], queryFn: () => ({ jobs: [] }) });
    const stop = await persistQueries({ queryClient, scope, buster: 'build', store: memoryStore });
    const home = queryClient.getQueryCache().find({ queryKey: ['home'] });
    expect(home?.gcTime).toBe(offlineMaxAgeMs);
    stop();
  });
});
