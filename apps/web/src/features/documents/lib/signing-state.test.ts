import { describe, expect, it } from 'vitest';
import { captionKey, mySigning } from './signing-state';
import { signatoryFixture, signingFixture } from '../testing/signing-fixture';

describe('captionKey', () => {
  it.each([
    ['On Going', 'onGoing'],
    ['Ready to sign', 'readyToSign'],
    ['Signed', 'signed'],
    [null, 'waiting'],
  ] as const)('%s -> %s', (caption, key) => {
    expect(captionKey(caption)).toBe(key);
  });
});

describe('mySigning', () => {
  it('offers the signatory I may sign for now', () => {
    const mine = signatoryFixture({ id: 2, isMine: true, canSignNow: true });
    expect(mySigning(signingFixture([signatoryFixture({ id: 1 }), mine]))).toEqual({
      kind: 'sign',
      signatory: mine,
    });
  });

  it('says when I signed (my latest signature)', () => {
    const signed = signingFixture(
      [signatoryFixture({ id: 1, isMine: true, statusCaption: 'Signed' })],
      {
        isSigned: true,
        signaturesToSign: [
          { position: 1, signatoryId: 1, n: 1, signed: true, signedAt: '2026-11-20T10:00:00Z' },
          { position: 2, signatoryId: 1, n: 2, signed: true, signedAt: '2026-11-21T10:00:00Z' },
        ],
      },
    );
    expect(mySigning(signed)).toEqual({ kind: 'signed', signedAt: '2026-11-21T10:00:00Z' });
  });

  it('names who signs before me in one-by-one order', () => {
    const waiting = signingFixture(
      [
        signatoryFixture({ id: 1, statusCaption: 'Signed' }),
        signatoryFixture({ id: 2, name: 'Daan Jansen' }),
        signatoryFixture({ id: 3, isMine: true, statusCaption: null }),
      ],
      { signOneByOne: true },
    );
    expect(mySigning(waiting)).toEqual({ kind: 'waiting', on: 'Daan Jansen' });
  });

  it('waits without a name when my turn has not been released', () => {
    const waiting = signingFixture([
      signatoryFixture({ id: 1, isMine: true, statusCaption: null }),
    ]);
    expect(mySigning(waiting)).toEqual({ kind: 'waiting', on: null });
  });

  it('offers nothing to who only looks', () => {
    expect(mySigning(signingFixture([signatoryFixture({ id: 1 })]))).toEqual({ kind: 'none' });
  });
});
