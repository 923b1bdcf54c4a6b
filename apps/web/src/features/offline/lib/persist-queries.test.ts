import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shouldPersist } from './persist-queries';

const cachedQuery = async (data: unknown, meta?: { onlineOnly?: boolean }) => {
  const queryClient = new QueryClient();
  await queryClient.fetchQuery({ queryKey: ['answer'], queryFn: () => data, meta });
  return queryClient.getQueryCache().find({ queryKey: ['answer'] })!;
};

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
