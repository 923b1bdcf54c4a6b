/**
 * Document signing: who signs a document, in which order, and whether it is the
 * caller's turn. Pure rules; the server enforces them and the web app shows their outcome.
 */

/** Signatory status captions as the back office writes them. */
export const signatoryStatusCaptions = ['On Going', 'Ready to sign', 'Signed'] as const;
export type SignatoryStatusCaption = (typeof signatoryStatusCaptions)[number];

/** The `signatoriesOrder` parameter value that makes signatories sign one after another. */
export const oneByOneOrder = 'one by one';

export type DocumentParameters = Record<string, string | number | boolean> | null;

export type SigningSignature = { n: number; signed: boolean };

export type SigningSignatory = {
  id: number;
  personId: number | null;
  contactNumber: string | null;
  /** null: not released for signing yet (waiting for an earlier signatory or the office). */
  statusCaption: SignatoryStatusCaption | null;
  order: number;
  signatures: SigningSignature[];
};

/** A document as the rules see it; `S` lets callers keep their richer signatory rows. */
export type SigningDocument<S extends SigningSignatory = SigningSignatory> = {
  typeAllowsSignatories: boolean;
  typeParameters: DocumentParameters;
  /** The document's own parameters; a value here wins over the type's. */
  parameters: DocumentParameters;
  signatories: S[];
};

/** Who is asking: a person (crew, planner, office) or a client contact. */
export type Signer = { personId: number | null; contactNumber: string | null };

/** A signature the signer has to give, in signing order; `position` is 1-based. */
export type SignatureToSign = SigningSignature & { position: number; signatoryId: number };

const parameter = (document: SigningDocument, name: string) =>
  document.parameters?.[name] ?? document.typeParameters?.[name];

/** Parameters arrive as JSON text from the back office, so a flag may be `true` or `"true"`. */
const isOn = (value: string | number | boolean | undefined) =>
  value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');

/** Signing applies only if the document type or its parameters allow signatories. */
export const signingApplies = (document: SigningDocument): boolean =>
  document.typeAllowsSignatories || isOn(parameter(document, 'allowsSignatories'));

/** Signatories sign one by one when `signatoriesOrder` (own, else the type's) says so. */
export const signOneByOne = (document: SigningDocument): boolean => {
  const order = parameter(document, 'signatoriesOrder');
  return typeof order === 'string' && order.trim().toLowerCase() === oneByOneOrder;
};

/** Signatories by their order (ties by id, so the order is stable). */
export const orderedSignatories = <S extends SigningSignatory>(document: SigningDocument<S>): S[] =>
  [...document.signatories].sort((a, b) => a.order - b.order || a.id - b.id);

export const isSignersSignatory = (signatory: SigningSignatory, signer: Signer): boolean =>
  (signer.personId !== null && signatory.personId === signer.personId) ||
  (signer.contactNumber !== null && signatory.contactNumber === signer.contactNumber);

/** The signer's signatories, in order; none when signing does not apply. */
export const signersSignatories = <S extends SigningSignatory>(
  document: SigningDocument<S>,
  signer: Signer,
): S[] =>
  signingApplies(document)
    ? orderedSignatories(document).filter((signatory) => isSignersSignatory(signatory, signer))
    : [];

/** Every signature of the signer's signatories, signed or not, in signing order. */
export const signaturesToSign = (document: SigningDocument, signer: Signer): SignatureToSign[] =>
  signersSignatories(document, signer)
    .flatMap((signatory) =>
      [...signatory.signatures]
        .sort((a, b) => a.n - b.n)
        .map((signature) => ({ ...signature, signatoryId: signatory.id })),
    )
    .map((signature, index) => ({ ...signature, position: index + 1 }));

const open: ReadonlySet<SignatoryStatusCaption | null> = new Set(['Ready to sign', 'On Going']);

/**
 * Whether this signatory may sign now: 'Ready to sign' or 'On Going', and in one-by-one order
 * every signatory before it has 'Signed' (until then it is skipped).
 */
export const isSignatorysTurn = (document: SigningDocument, signatory: SigningSignatory) => {
  if (!signingApplies(document) || !open.has(signatory.statusCaption)) return false;
  if (!signOneByOne(document)) return true;
  const ordered = orderedSignatories(document);
  const before = ordered.slice(
    0,
    ordered.findIndex((each) => each.id === signatory.id),
  );
  return before.every((each) => each.statusCaption === 'Signed');
};

/** A document is ready to sign when one of the signer's signatories may sign now. */
export const isReadyToSign = (document: SigningDocument, signer: Signer): boolean =>
  signersSignatories(document, signer).some((signatory) => isSignatorysTurn(document, signatory));

/** A document is signed when it has signatures to sign and all of them are signed. */
export const isSigned = (document: SigningDocument, signer: Signer): boolean => {
  const signatures = signaturesToSign(document, signer);
  return signatures.length > 0 && signatures.every((signature) => signature.signed);
};

/** A signatory's caption once some of its signatures are signed. */
export const captionAfterSigning = (signatures: SigningSignature[]): SignatoryStatusCaption =>
  signatures.every((signature) => signature.signed) ? 'Signed' : 'On Going';

/**
 * In one-by-one order, the signatory whose turn comes once `signedId` has signed everything:
 * the next one in order that is not released yet (no caption). null otherwise.
 */
export const nextSignatoryToRelease = <S extends SigningSignatory>(
  document: SigningDocument<S>,
  signedId: number,
): S | null => {
  if (!signOneByOne(document)) return null;
  const ordered = orderedSignatories(document);
  const next = ordered[ordered.findIndex((each) => each.id === signedId) + 1];
  return next && next.statusCaption === null ? next : null;
};
