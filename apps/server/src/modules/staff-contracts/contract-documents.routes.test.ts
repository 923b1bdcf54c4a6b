import type { DocumentToSign, Page, StaffContractDocument } from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { createContractFactories, type ContractFactories } from '../../testing/contract-factories';
import { signaturePng } from '../../testing/crew-day-factories';
import { createDocumentFactories, multipartBody } from '../../testing/document-factories';
import { createSigningFactories } from '../../testing/signing-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

// Each test makes its own crew member and contract; office@ stands for the office.
const ctx = useTestApp();
const tokens = { office: '', northwind: '' };
let f: ContractFactories;
let signedType = 0;
let unsignedType = 0;
let pdf: Buffer;

type Member = { id: number; token: string };
const newMember = async (): Promise<Member> => {
  const member = await f.crewMember();
  return { id: member.person.id, token: await ctx.login(member.credentials) };
};
const get = async <T>(url: string, token: string) => {
  const response = await ctx.request('GET', `/api/v1${url}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

type Upload = {
  fields?: Record<string, string>;
  file?: { bytes: Buffer; contentType: string; filename: string } | null;
  token?: string;
  host?: string;
};
const upload = (contractId: number, options: Upload = {}) => {
  const { payload, headers } = multipartBody(
    options.fields ?? { typeId: String(signedType), name: 'Employment contract 2027' },
    options.file === undefined
      ? { bytes: pdf, contentType: 'application/pdf', filename: 'contract.pdf' }
      : options.file,
  );
  return ctx.request('POST', `/api/v1/staffContracts/${contractId}/documents`, {
    token: options.token ?? tokens.office,
    host: options.host,
    body: payload,
    headers,
  });
};

beforeAll(async () => {
  f = createContractFactories(ctx.handle.db);
  const documents = createDocumentFactories(ctx.handle.db, ctx.storage);
  signedType = await documents.typeId('Contract addendum');
  unsignedType = await documents.typeId('VCA safety certificate');
  const document = await PDFDocument.create();
  document.addPage();
  pdf = Buffer.from(await document.save());
  tokens.office = await ctx.login(demoLogin('office'));
  tokens.northwind = await ctx.login(demoLogin('office', 'northwind.crewhub.app'), otherTenantHost);
});

describe('GET /staffContracts/{id}/documents', () => {
  it('lists the contract’s papers with their signing state to the person and the office', async () => {
    const member = await newMember();
    const contract = await f.staffContract({ personId: member.id });
    const signing = createSigningFactories(ctx.handle.db, ctx.storage);
    const paper = await signing.signingDocument({
      ownerPersonId: member.id,
      signatories: [{ party: { personId: member.id }, caption: 'Ready to sign' }],
    });
    await f.linkDocument(contract.id, paper.documentId);
    const documents = await get<StaffContractDocument[]>(
      `/staffContracts/${contract.id}/documents`,
      member.token,
    );
    expect(documents).toEqual([
      expect.objectContaining({ id: paper.documentId, openSignatories: 1, signed: false }),
    ]);
    expect(await get(`/staffContracts/${contract.id}/documents`, tokens.office)).toHaveLength(1);
    const stranger = await newMember();
    const response = await ctx.request('GET', `/api/v1/staffContracts/${contract.id}/documents`, {
      token: stranger.token,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /staffContracts/{id}/documents', () => {
  it('sends the contract to the person, who signs it through document signing', async () => {
    const member = await newMember();
    const contract = await f.staffContract({ personId: member.id });
    const response = await upload(contract.id);
    expect(response.statusCode, response.body).toBe(201);
    const paper = response.json<StaffContractDocument>();
    expect(paper).toMatchObject({
      name: 'Employment contract 2027',
      openSignatories: 1,
      signed: false,
    });

    const toSign = await get<Page<DocumentToSign>>('/documentsToSign', member.token);
    expect(toSign.items.map((item) => item.id)).toContain(paper.id);
    const signed = await ctx.request('POST', `/api/v1/documents/${paper.id}/sign/1`, {
      token: member.token,
      body: { signature: signaturePng },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(
      await get<StaffContractDocument[]>(`/staffContracts/${contract.id}/documents`, member.token),
    ).toEqual([expect.objectContaining({ id: paper.id, openSignatories: 0, signed: true })]);

    const logged = await withTenant(ctx.handle.db, 1, (tx) =>
      tx
        .select({ category: activities.category, caption: activities.caption })
        .from(activities)
        .where(
          and(eq(activities.subjectType, 'staff_contract'), eq(activities.subjectId, contract.id)),
        ),
    );
    expect(logged).toEqual([
      {
        category: 'staffContract.documentSent',
        caption: 'Contract document "Employment contract 2027" sent to sign',
      },
    ]);
  });

  it('refuses a type that is not signed, a file other than a PDF and a missing file (400)', async () => {
    const member = await newMember();
    const contract = await f.staffContract({ personId: member.id });
    const cases: [Upload, string][] = [
      [{ fields: { typeId: String(unsignedType) } }, 'body.typeId'],
      [{ fields: {} }, 'body.typeId'],
      [{ file: null }, 'body.file'],
    ];
    for (const [options, field] of cases) {
      const refused = await upload(contract.id, options);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().issues[0].field).toBe(field);
    }
    const png = Buffer.from(signaturePng.split(',')[1]!, 'base64');
    const picture = await upload(contract.id, {
      file: { bytes: png, contentType: 'image/png', filename: 'contract.png' },
    });
    expect(picture.statusCode).toBe(400);
    expect(picture.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(
      await get<StaffContractDocument[]>(`/staffContracts/${contract.id}/documents`, tokens.office),
    ).toEqual([]);
  });

  it('is the office’s: 403 to the person, 404 for a missing or another tenant’s contract', async () => {
    const member = await newMember();
    const contract = await f.staffContract({ personId: member.id });
    expect((await upload(contract.id, { token: member.token })).statusCode).toBe(403);
    expect((await upload(999_999)).statusCode).toBe(404);
    const northwind = await upload(contract.id, {
      token: tokens.northwind,
      host: otherTenantHost,
    });
    expect(northwind.statusCode).toBe(404);
  });
});
