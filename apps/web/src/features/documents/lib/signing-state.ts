import type { DocumentSignatory, DocumentSigning, SignatoryStatusCaption } from '@crewhub/shared';

export type CaptionKey = 'onGoing' | 'readyToSign' | 'signed' | 'waiting';

const keys: Record<SignatoryStatusCaption, CaptionKey> = {
  'On Going': 'onGoing',
  'Ready to sign': 'readyToSign',
  Signed: 'signed',
};

/** The text key of a status caption; no caption means not released for signing yet. */
export const captionKey = (caption: SignatoryStatusCaption | null): CaptionKey =>
  caption === null ? 'waiting' : keys[caption];

export const captionColours: Record<CaptionKey, string> = {
  onGoing: 'yellow',
  readyToSign: 'blue',
  signed: 'green',
  waiting: 'gray',
};

/** What the page offers the caller: a signature to give, a done note, a wait, or nothing. */
export type MySigning =
  | { kind: 'sign'; signatory: DocumentSignatory }
  | { kind: 'signed'; signedAt: string | null }
  | { kind: 'waiting'; on: string | null }
  | { kind: 'none' };

const latest = (instants: (string | null)[]) =>
  instants.reduce<string | null>(
    (max, at) => (at !== null && (max === null || at > max) ? at : max),
    null,
  );

export const mySigning = (view: DocumentSigning): MySigning => {
  const ready = view.signatories.find((signatory) => signatory.canSignNow);
  if (ready) return { kind: 'sign', signatory: ready };
  if (view.isSigned) {
    return { kind: 'signed', signedAt: latest(view.signaturesToSign.map((each) => each.signedAt)) };
  }
  const mine = view.signatories.findIndex(
    (signatory) => signatory.isMine && signatory.statusCaption !== 'Signed',
  );
  if (mine === -1) return { kind: 'none' };
  // In one-by-one order the first one before me who has not signed holds the turn.
  const before = view.signOneByOne
    ? view.signatories.slice(0, mine).find((signatory) => signatory.statusCaption !== 'Signed')
    : undefined;
  return { kind: 'waiting', on: before?.name ?? null };
};
