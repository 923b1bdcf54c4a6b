import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage';

const root = await mkdtemp(path.join(tmpdir(), 'crewhub-storage-'));
const storage = createLocalDiskStorage({ root, urlSecret: new TextEncoder().encode('secret') });
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('puts, gets and deletes bytes', async () => {
    await storage.put('t1/2026-11/abc', new Uint8Array([1, 2, 3]));
    expect([...((await storage.get('t1/2026-11/abc')) ?? [])]).toEqual([1, 2, 3]);
    await storage.delete('t1/2026-11/abc');
    expect(await storage.get('t1/2026-11/abc')).toBeNull();
  });

  it.each(['../escape', 't1/../../etc/passwd', '/absolute', 't1//x'])(
    'refuses the key %s',
    async (key) => {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
    },
  );

  it('signs URLs that expire and bind tenant and file', () => {
    const ref = { tenantId: 1, fileId: 7 };
    const url = new URL(storage.signedUrl(ref, new Date('2026-11-23T10:00:00Z')), 'http://x');
    const query = {
      expires: Number(url.searchParams.get('expires')),
      signature: url.searchParams.get('signature')!,
    };
    expect(url.pathname).toBe('/api/v1/file/7');
    expect(storage.verifySignedUrl(ref, query, new Date('2026-11-23T09:59:00Z'))).toBe('valid');
    expect(storage.verifySignedUrl(ref, query, new Date('2026-11-23T10:00:01Z'))).toBe('expired');
    expect(storage.verifySignedUrl({ tenantId: 2, fileId: 7 }, query, new Date(0))).toBe('invalid');
    expect(storage.verifySignedUrl({ tenantId: 1, fileId: 8 }, query, new Date(0))).toBe('invalid');
    expect(
      storage.verifySignedUrl(ref, { ...query, expires: query.expires + 60 }, new Date(0)),
    ).toBe('invalid');
  });
});
