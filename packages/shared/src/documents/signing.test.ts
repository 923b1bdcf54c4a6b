import { describe, expect, it } from 'vitest';
import {
  captionAfterSigning,
  isReadyToSign,
  isSignatorysTurn,
  isSigned,
  nextSignatoryToRelease,
  signaturesToSign,
  signersSignatories,
  signingApplies,
  signOneByOne,
  type SigningDocument,
  type SigningSignatory,
} from './signing';

const me = { personId: 7, contactNumber: null };
const client = { personId: null, contactNumber: 'C-1004' };

const signatory = (values: Partial<SigningSignatory> & { id: number }): SigningSignatory => ({
  personId: null,
  contactNumber: null,
  statusCaption: 'Ready to sign',
  order: values.id,
  signatures: [{ n: 1, signed: false }],
  ...values,
});

const documentWith = (
  signatories: SigningSignatory[],
  values: Partial<SigningDocument> = {},
): SigningDocument => ({
  typeAllowsSignatories: true,
  typeParameters: null,
  parameters: null,
  signatories,
  ...values,
});

const oneByOne = { typeParameters: { signatoriesOrder: 'one by one' } };

describe('signingApplies', () => {
  it.each([
    [true, null, null, true],
    [false, null, null, false],
    [false, { allowsSignatories: true }, null, true],
    [false, null, { allowsSignatories: 'true' }, true],
    [false, { allowsSignatories: true }, { allowsSignatories: false }, false],
    [false, { allowsSignatories: 'no' }, null, false],
  ])('type %s, type parameters %j, own %j: %s', (allows, typeParameters, parameters, expected) => {
    const document = documentWith([], {
      typeAllowsSignatories: allows,
      typeParameters,
      parameters,
    });
    expect(signingApplies(document)).toBe(expected);
  });
});

describe('signOneByOne', () => {
  it.each([
    [{ signatoriesOrder: 'one by one' }, null, true],
    [{ signatoriesOrder: 'One by one ' }, null, true],
    [{ signatoriesOrder: 'parallel' }, null, false],
    [null, { signatoriesOrder: 'one by one' }, true],
    [{ signatoriesOrder: 'one by one' }, { signatoriesOrder: 'parallel' }, false],
    [null, null, false],
    [{ signatoriesOrder: 1 }, null, false],
  ])('type %j, own %j: %s', (typeParameters, parameters, expected) => {
    expect(signOneByOne(documentWith([], { typeParameters, parameters }))).toBe(expected);
  });
});

describe("the signer's signatories and signatures to sign", () => {
  const document = documentWith([
    signatory({ id: 3, personId: 7, order: 2, signatures: [{ n: 2, signed: false }] }),
    signatory({ id: 1, personId: 8, order: 1 }),
    signatory({
      id: 2,
      personId: 7,
      order: 1,
      signatures: [
        { n: 2, signed: false },
        { n: 1, signed: true },
      ],
    }),
    signatory({ id: 4, contactNumber: 'C-1004', order: 3 }),
  ]);

  it('finds them by person id or contact number, in order', () => {
    expect(signersSignatories(document, me).map((each) => each.id)).toEqual([2, 3]);
    expect(signersSignatories(document, client).map((each) => each.id)).toEqual([4]);
    expect(signersSignatories(document, { personId: 99, contactNumber: null })).toEqual([]);
  });

  it('lists every signature of them with its position', () => {
    expect(signaturesToSign(document, me)).toEqual([
      { n: 1, signed: true, signatoryId: 2, position: 1 },
      { n: 2, signed: false, signatoryId: 2, position: 2 },
      { n: 2, signed: false, signatoryId: 3, position: 3 },
    ]);
  });

  it('finds none when signing does not apply', () => {
    const closed = { ...document, typeAllowsSignatories: false };
    expect(signersSignatories(closed, me)).toEqual([]);
    expect(signaturesToSign(closed, me)).toEqual([]);
  });
});

describe('isReadyToSign', () => {
  it.each([
    ['Ready to sign', true],
    ['On Going', true],
    ['Signed', false],
    [null, false],
  ] as const)('a signatory with %s: %s', (statusCaption, expected) => {
    const document = documentWith([signatory({ id: 1, personId: 7, statusCaption })]);
    expect(isReadyToSign(document, me)).toBe(expected);
  });

  it('needs one of my signatories, not somebody else’s', () => {
    const document = documentWith([signatory({ id: 1, personId: 8 })]);
    expect(isReadyToSign(document, me)).toBe(false);
  });

  it('is false when signing does not apply', () => {
    const document = documentWith([signatory({ id: 1, personId: 7 })], {
      typeAllowsSignatories: false,
    });
    expect(isReadyToSign(document, me)).toBe(false);
  });

  it('in one-by-one order skips a signatory until the previous one has signed', () => {
    const first = signatory({ id: 1, personId: 8, order: 1, statusCaption: 'On Going' });
    const mine = signatory({ id: 2, personId: 7, order: 2 });
    expect(isReadyToSign(documentWith([first, mine], oneByOne), me)).toBe(false);
    expect(isReadyToSign(documentWith([first, mine]), me)).toBe(true);
    const signed = { ...first, statusCaption: 'Signed' as const };
    expect(isReadyToSign(documentWith([signed, mine], oneByOne), me)).toBe(true);
  });

  it('in one-by-one order needs every earlier signatory signed, not only the last', () => {
    const document = documentWith(
      [
        signatory({ id: 1, personId: 8, order: 1, statusCaption: 'Ready to sign' }),
        signatory({ id: 2, personId: 9, order: 2, statusCaption: 'Signed' }),
        signatory({ id: 3, personId: 7, order: 3 }),
      ],
      oneByOne,
    );
    expect(isSignatorysTurn(document, document.signatories[2]!)).toBe(false);
  });

  it('in one-by-one order, one of two of my signatories may be on turn', () => {
    const document = documentWith(
      [
        signatory({ id: 1, personId: 7, order: 1, statusCaption: 'Signed' }),
        signatory({ id: 2, personId: 8, order: 2 }),
        signatory({ id: 3, personId: 7, order: 3 }),
      ],
      oneByOne,
    );
    expect(isReadyToSign(document, me)).toBe(false);
    document.signatories[1]!.statusCaption = 'Signed';
    expect(isReadyToSign(document, me)).toBe(true);
  });
});

describe('isSigned', () => {
  const withSignatures = (signatures: { n: number; signed: boolean }[]) =>
    documentWith([signatory({ id: 1, personId: 7, signatures })]);

  it.each([
    [[{ n: 1, signed: true }], true],
    [
      [
        { n: 1, signed: true },
        { n: 2, signed: false },
      ],
      false,
    ],
    [[], false],
  ])('signatures %j: %s', (signatures, expected) => {
    expect(isSigned(withSignatures(signatures), me)).toBe(expected);
  });

  it('is false without signatures to sign (not a signatory)', () => {
    expect(isSigned(withSignatures([{ n: 1, signed: true }]), client)).toBe(false);
  });
});

describe('after signing', () => {
  it('a signatory is Signed when all its signatures are, else On Going', () => {
    expect(captionAfterSigning([{ n: 1, signed: true }])).toBe('Signed');
    expect(
      captionAfterSigning([
        { n: 1, signed: true },
        { n: 2, signed: false },
      ]),
    ).toBe('On Going');
  });

  it('in one-by-one order the next waiting signatory is released', () => {
    const signatories = [
      signatory({ id: 1, order: 1, statusCaption: 'Signed' }),
      signatory({ id: 2, order: 2, statusCaption: null }),
      signatory({ id: 3, order: 3, statusCaption: null }),
    ];
    expect(nextSignatoryToRelease(documentWith(signatories, oneByOne), 1)?.id).toBe(2);
    expect(nextSignatoryToRelease(documentWith(signatories), 1)).toBeNull();
    expect(nextSignatoryToRelease(documentWith(signatories, oneByOne), 3)).toBeNull();
  });

  it('leaves a next signatory alone that already has a caption', () => {
    const signatories = [
      signatory({ id: 1, order: 1, statusCaption: 'Signed' }),
      signatory({ id: 2, order: 2, statusCaption: 'Ready to sign' }),
    ];
    expect(nextSignatoryToRelease(documentWith(signatories, oneByOne), 1)).toBeNull();
  });
});
