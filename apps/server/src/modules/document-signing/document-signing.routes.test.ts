import type { DocumentSigning, DocumentToSign, HomeDashboard, Page } from '@crewhub/shared';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentSignatures } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import {
  createCrewDayFactories,
  signaturePng,
  type CrewDayFactories,
} from '../../testing/crew-day-factories';
import { createSigningFactories } from '../../testing/signing-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
let factories: ReturnType<typeof createSigningFactories>;
let crewDay: CrewDayFactories;

type Signer = { id: number; name: string; token: string };
/** A new crew member with documents: one waiting, one older, one not their turn, one signed. */
let me: Signer;
let chief: Signer;
const mine = { waiting: 0, older: 0, notMyTurn: 0, signed: 0 };
let waitingNames = { name: '', typeName: '' };
let officeName = '';

const get = (url: string, token = me.token, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });
const post = (url: string, body: unknown, token = me.token, host?: string) =>
  ctx.request('POST', `/api/v1${url}`, { token, body, host });
const signing = (id: number, token = me.token) => get(`/documents/${id}/signing`, token);
const toSign = (token = me.token) => get('/documentsToSign', token);
const signed = { signature: signaturePng };
/** Starts like a PNG, but no image follows. */
const brokenPng = `data:image/png;base64,${Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(80, 7),
]).toString('base64')}`;

const newSigner = async (): Promise<Signer> => {
  const { person, credentials } = await crewDay.crewMember();
  const name = `${person.firstName} ${person.lastName}`;
  return { id: person.id, name, token: await ctx.login(credentials) };
};
const onePagePdf = async () => {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  return Buffer.from(await pdf.save());
};

/** Builds the documents the read-only tests look at. */
const buildMyDocuments = async () => {
  const office = await newSigner();
  [me, chief] = [await newSigner(), await newSigner()];
  officeName = office.name;
  const waiting = await factories.signingDocument({
    ownerPersonId: me.id,
    documentDate: '2026-11-22',
    content: await onePagePdf(),
    signatories: [
      { party: { personId: office.id }, caption: 'Ready to sign' },
      { party: { personId: me.id }, caption: 'Ready to sign' },
    ],
  });
  // The office signs first, so a signed copy exists.
  await post(`/documents/${waiting.documentId}/sign/1`, signed, office.token);
  waitingNames = { name: waiting.name, typeName: waiting.typeName };
  mine.waiting = waiting.documentId;
  mine.older = (await readyFor(me, undefined, '2026-11-20')).documentId;
  mine.notMyTurn = (await oneByOne(chief, me)).documentId;
  mine.signed = (
    await factories.signingDocument({
      ownerPersonId: me.id,
      type: { allowsSignatories: false, parameters: { allowsSignatories: true } },
      signatories: [
        {
          party: { personId: me.id },
          caption: 'Signed',
          signedAt: new Date('2026-11-13T10:30:00.000Z'),
        },
      ],
    })
  ).documentId;
};

beforeAll(async () => {
  tokens.planner = await ctx.login(demoLogin('planner'));
  tokens.guest = await ctx.login({ projectNumber: 'P-2026-001', password: 'guest2026' });
  tokens.northwind = await ctx.login(demoLogin('crew', 'northwind.crewhub.app'), otherTenantHost);
  factories = createSigningFactories(ctx.handle.db, ctx.storage);
  crewDay = createCrewDayFactories(ctx.handle.db);
  await buildMyDocuments();
});

describe('GET /documentsToSign', () => {
  it('lists only my documents whose turn it is, newest first', async () => {
    const response = await toSign();
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<DocumentToSign>>();
    expect(page).toMatchObject({ page: 1, limit: 1000, total: 2 });
    expect(page.items[0]).toEqual({
      id: mine.waiting,
      ...waitingNames,
      documentDate: '2026-11-22',
      openSignatures: 1,
    });
    expect(page.items.map((item) => item.id)).toEqual([mine.waiting, mine.older]);
    const chiefs = (await toSign(chief.token)).json<Page<DocumentToSign>>();
    expect(chiefs.items.map((item) => item.id)).toEqual([mine.notMyTurn]);
  });

  it('fills the home block', async () => {
    const home = (await get('/home')).json<HomeDashboard>();
    expect(home.documentsToSign[0]).toEqual({ id: mine.waiting, name: waitingNames.name });
    expect(home.documentsToSign.map((each) => each.id)).toEqual([mine.waiting, mine.older]);
  });

  it('answers 400 on bad paging, 403 to guests; another tenant lists its own', async () => {
    const bad = await get('/documentsToSign?limit=5000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('querystring.limit');
    expect((await toSign(tokens.guest)).statusCode).toBe(403);
    const other = await get('/documentsToSign', tokens.northwind, otherTenantHost);
    expect(other.json<Page<DocumentToSign>>().items.map((item) => item.id)).not.toContain(
      mine.waiting,
    );
    const empty = await get('/documentsToSign?page=3&limit=1');
    expect(empty.json<Page<DocumentToSign>>()).toMatchObject({ items: [], total: 2 });
  });
});

describe('GET /documents/{id}/signing', () => {
  it('shows my ready document with its signatories and my flags', async () => {
    const response = await signing(mine.waiting);
    expect(response.statusCode).toBe(200);
    const view = response.json<DocumentSigning>();
    expect(view).toMatchObject({
      document: { id: mine.waiting, typeName: waitingNames.typeName },
      signingApplies: true,
      signOneByOne: false,
      isReadyToSign: true,
      isSigned: false,
      signaturesToSign: [{ position: 1, n: 1, signed: false, signedAt: null }],
    });
    expect(
      view.signatories.map(({ name, statusCaption, isMine, canSignNow }) => ({
        name,
        statusCaption,
        isMine,
        canSignNow,
      })),
    ).toEqual([
      { name: officeName, statusCaption: 'Signed', isMine: false, canSignNow: false },
      { name: me.name, statusCaption: 'Ready to sign', isMine: true, canSignNow: true },
    ]);
    // The office signed already: its signature is stamped into a signed copy.
    const copy = await ctx.request('GET', view.signedFile!.url);
    expect(copy.headers['content-type']).toBe('application/pdf');
  });

  it('shows a one-by-one document waiting on the crew chief as not ready', async () => {
    const view = (await signing(mine.notMyTurn)).json<DocumentSigning>();
    expect(view).toMatchObject({ signOneByOne: true, isReadyToSign: false, isSigned: false });
    expect(view.signatories.map((each) => [each.statusCaption, each.canSignNow])).toEqual([
      ['Ready to sign', false],
      [null, false],
    ]);
  });

  it('shows a signed document as signed (signing allowed by the type parameters)', async () => {
    const view = (await signing(mine.signed)).json<DocumentSigning>();
    expect(view).toMatchObject({ signingApplies: true, isReadyToSign: false, isSigned: true });
    expect(view.signaturesToSign[0]!.signedAt).toBe('2026-11-13T10:30:00.000Z');
  });

  it('shows the document to who may open it, without flags of their own', async () => {
    const view = (await signing(mine.notMyTurn, tokens.planner)).json<DocumentSigning>();
    expect(view.signatories.every((each) => !each.isMine)).toBe(true);
    expect(view).toMatchObject({ signaturesToSign: [], isReadyToSign: false, isSigned: false });
  });

  it('answers 404 to others and other tenants, 400 on a bad id, 403 to guests', async () => {
    expect((await signing(mine.waiting, chief.token)).statusCode).toBe(404);
    expect(
      (await get(`/documents/${mine.waiting}/signing`, tokens.northwind, otherTenantHost))
        .statusCode,
    ).toBe(404);
    expect((await signing(2_147_483_647)).statusCode).toBe(404);
    const bad = await get('/documents/abc/signing');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('params.id');
    expect((await signing(mine.waiting, tokens.guest)).statusCode).toBe(403);
  });
});

/** A document `signer` signs alone (one signature), ready to sign. */
const readyFor = (signer: Signer, content?: Buffer, documentDate?: string) =>
  factories.signingDocument({
    ownerPersonId: signer.id,
    documentDate,
    signatories: [{ party: { personId: signer.id }, caption: 'Ready to sign' }],
    content,
  });
/** A one-by-one document: `first` signs, then `second`. */
const oneByOne = (first: Signer, second: Signer) =>
  factories.signingDocument({
    ownerPersonId: second.id,
    type: { parameters: { signatoriesOrder: 'one by one' } },
    signatories: [
      { party: { personId: first.id }, caption: 'Ready to sign' },
      { party: { personId: second.id }, caption: null },
    ],
  });
const openToSign = async (signer: Signer) =>
  (await toSign(signer.token)).json<Page<DocumentToSign>>().items.map((item) => item.id);

describe('POST /documents/{id}/sign/{n}', () => {
  it('refuses bad input with the field', async () => {
    const signer = await newSigner();
    const { documentId } = await readyFor(signer);
    const cases = [
      [{ signature: 'data:image/png;base64,AAAA' }, 'body.signature'],
      [{ signature: 'not a data url' }, 'body.signature'],
      [{ signature: brokenPng }, 'body.signature'],
      [{ ...signed, rating: 6 }, 'body.rating'],
      [{ ...signed, formFields: { note: 'x'.repeat(1001) } }, 'body.formFields.note'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await post(`/documents/${documentId}/sign/1`, body, signer.token);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().issues[0].field).toBe(field);
    }
    const zero = await post(`/documents/${documentId}/sign/0`, signed, signer.token);
    expect(zero.json().issues[0].field).toBe('params.n');
  });

  it('answers 409 before my turn in one-by-one order', async () => {
    const [chief, member] = [await newSigner(), await newSigner()];
    const { documentId } = await oneByOne(chief, member);
    const response = await post(`/documents/${documentId}/sign/1`, signed, member.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NOT_READY_TO_SIGN');
  });

  it('signs, then hands the turn to the next signatory', async () => {
    const [chief, member] = [await newSigner(), await newSigner()];
    const { documentId } = await oneByOne(chief, member);
    expect(await openToSign(member)).toEqual([]);
    const response = await post(`/documents/${documentId}/sign/1`, signed, chief.token);
    expect(response.statusCode).toBe(200);
    const view = response.json<DocumentSigning>();
    expect(view).toMatchObject({ isSigned: true, isReadyToSign: false });
    expect(view.signatories.map((each) => each.statusCaption)).toEqual(['Signed', 'Ready to sign']);
    expect(await openToSign(member)).toEqual([documentId]);
  });

  it('answers 409 when signed already, 404 for a signature I do not have', async () => {
    const signer = await newSigner();
    const { documentId } = await readyFor(signer);
    expect((await post(`/documents/${documentId}/sign/1`, signed, signer.token)).statusCode).toBe(
      200,
    );
    const again = await post(`/documents/${documentId}/sign/1`, signed, signer.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DOCUMENT_ALREADY_SIGNED');
    const second = await post(`/documents/${documentId}/sign/2`, signed, signer.token);
    expect(second.statusCode).toBe(404);
  });

  it('answers 404 to non-signatories and other tenants, 403 to guests', async () => {
    const [signer, other] = [await newSigner(), await newSigner()];
    const url = `/documents/${(await readyFor(signer)).documentId}/sign/1`;
    expect((await post(url, signed, other.token)).statusCode).toBe(404);
    expect((await post(url, signed, tokens.northwind, otherTenantHost)).statusCode).toBe(404);
    expect((await post(url, signed, tokens.guest)).statusCode).toBe(403);
  });

  it('stamps my signature, rating and fields into a signed copy of the PDF', async () => {
    const signer = await newSigner();
    const { documentId, signatoryIds } = await readyFor(signer, await onePagePdf());
    const body = { ...signed, rating: 4, formFields: { 'Start date': '2027-01-01' } };
    const response = await post(`/documents/${documentId}/sign/1`, body, signer.token);
    expect(response.statusCode).toBe(200);
    const view = response.json<DocumentSigning>();
    expect(view).toMatchObject({ isSigned: true, isReadyToSign: false });
    expect(view.signatories[0]!.statusCaption).toBe('Signed');
    const copy = await ctx.request('GET', view.signedFile!.url);
    const pdf = await PDFDocument.load(copy.rawPayload);
    // The one-page original plus the signature page.
    expect(pdf.getPageCount()).toBe(2);
    const [stored] = await withTenant(ctx.handle.db, 1, (tx) =>
      tx
        .select({ rating: documentSignatures.rating, formFields: documentSignatures.formFields })
        .from(documentSignatures)
        .where(eq(documentSignatures.signatoryId, signatoryIds[0]!)),
    );
    expect(stored).toEqual({ rating: 4, formFields: { 'Start date': '2027-01-01' } });
    expect(await openToSign(signer)).toEqual([]);
  });

  it('keeps a signatory On Going until all its signatures are given', async () => {
    const signer = await newSigner();
    const { documentId } = await factories.signingDocument({
      ownerPersonId: signer.id,
      signatories: [{ party: { personId: signer.id }, caption: 'Ready to sign', signatures: 2 }],
    });
    const sign = async (n: number) =>
      (
        await post(`/documents/${documentId}/sign/${n}`, signed, signer.token)
      ).json<DocumentSigning>();
    const first = await sign(1);
    expect(first.signatories[0]!.statusCaption).toBe('On Going');
    expect(first).toMatchObject({ isReadyToSign: true, isSigned: false });
    const second = await sign(2);
    expect(second.signatories[0]!.statusCaption).toBe('Signed');
    expect(second.isSigned).toBe(true);
  });

  it('answers 409 when the document type does not allow signatories', async () => {
    const signer = await newSigner();
    const { documentId } = await factories.signingDocument({
      ownerPersonId: signer.id,
      type: { allowsSignatories: false },
      signatories: [{ party: { personId: signer.id }, caption: 'Ready to sign' }],
    });
    const response = await post(`/documents/${documentId}/sign/1`, signed, signer.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NOT_READY_TO_SIGN');
  });
});

describe('POST /documentSignatories/{id}/sign', () => {
  /** A one-by-one document: a new client signs twice first, then a new crew member. */
  const contactDocument = async () => {
    const client = await crewDay.clientContact();
    const member = await newSigner();
    const document = await factories.signingDocument({
      ownerPersonId: member.id,
      type: { parameters: { signatoriesOrder: 'one by one' } },
      signatories: [
        { party: { contactId: client.contact.id }, caption: 'Ready to sign', signatures: 2 },
        { party: { personId: member.id }, caption: null },
      ],
    });
    return { ...document, member, client: await ctx.login(client.credentials) };
  };
  const signAll = (id: number, token: string | undefined, host?: string) =>
    post(`/documentSignatories/${id}/sign`, signed, token, host);

  it('answers 404 for somebody else’s signatory and other tenants, 403 to guests', async () => {
    const { signatoryIds, member, client } = await contactDocument();
    const [contactSignatory] = signatoryIds;
    expect((await signAll(contactSignatory!, member.token)).statusCode).toBe(404);
    expect((await signAll(contactSignatory!, tokens.northwind, otherTenantHost)).statusCode).toBe(
      404,
    );
    expect((await signAll(contactSignatory!, tokens.guest)).statusCode).toBe(403);
    expect((await signAll(2_147_483_647, client)).statusCode).toBe(404);
  });

  it('answers 409 before my turn', async () => {
    const { signatoryIds, member } = await contactDocument();
    const response = await signAll(signatoryIds[1]!, member.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NOT_READY_TO_SIGN');
  });

  it('refuses a bad signature with the field', async () => {
    const { signatoryIds, client } = await contactDocument();
    const response = await post(
      `/documentSignatories/${signatoryIds[0]}/sign`,
      { signature: signaturePng, rating: 0 },
      client,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe('body.rating');
  });

  it('signs all signatures of a contact signatory at once, then answers 409', async () => {
    const { signatoryIds, member, client } = await contactDocument();
    const [contactSignatory, crewSignatory] = signatoryIds;
    const response = await signAll(contactSignatory!, client);
    expect(response.statusCode).toBe(200);
    const view = response.json<DocumentSigning>();
    expect(view.signaturesToSign.map((each) => each.signed)).toEqual([true, true]);
    expect(view).toMatchObject({ isSigned: true });
    expect(view.signatories.map((each) => each.statusCaption)).toEqual(['Signed', 'Ready to sign']);
    const again = await signAll(contactSignatory!, client);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DOCUMENT_ALREADY_SIGNED');
    expect((await signAll(crewSignatory!, member.token)).statusCode).toBe(200);
  });
});
