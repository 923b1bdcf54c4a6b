import type { DocumentItem, HomeDashboard } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDocumentFactories, multipartBody } from '../../testing/document-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF');
const file = { bytes: pdf, contentType: 'application/pdf', filename: 'VCA basic.pdf' };
let crewToken: string;
let crewId: number;
let vcaTypeId: number;

const upload = (
  personId: number,
  fields: Record<string, string>,
  options: { token?: string; host?: string; withFile?: boolean } = {},
) => {
  const { payload, headers } = multipartBody(fields, options.withFile === false ? null : file);
  return ctx.request('POST', `/api/v1/persons/${personId}/documents`, {
    token: options.token ?? crewToken,
    host: options.host,
    body: payload,
    headers,
  });
};

beforeAll(async () => {
  const documents = createDocumentFactories(ctx.handle.db, ctx.storage);
  crewToken = await ctx.login(demoLogin('crew'));
  crewId = await documents.personIdByEmail('crew@demo.crewhub.app');
  vcaTypeId = await documents.typeId('VCA safety certificate');
});

describe('POST /persons/{id}/documents', () => {
  it('stores my own paper, awaiting approval, and home stops asking for it', async () => {
    const response = await upload(crewId, { typeId: String(vcaTypeId) });
    expect(response.statusCode).toBe(201);
    const document = response.json<DocumentItem>();
    expect(document).toMatchObject({
      name: 'VCA basic',
      typeName: 'VCA safety certificate',
      personId: crewId,
      projectId: null,
      status: 'pending',
      documentDate: '2026-11-23',
      file: { filename: 'VCA basic.pdf', contentType: 'application/pdf', size: pdf.length },
    });
    const mine = await ctx.request('GET', `/api/v1/documents/${document.id}`, { token: crewToken });
    expect(mine.statusCode).toBe(200);
    const home = (
      await ctx.request('GET', '/api/v1/home', { token: crewToken })
    ).json<HomeDashboard>();
    expect(home.documentsToUpload.map((item) => item.typeId)).not.toContain(vcaTypeId);
  });

  it('names the field that is missing or wrong (400)', async () => {
    const missing = await upload(crewId, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].field).toBe('body.typeId');
    const siteMap = await createDocumentFactories(ctx.handle.db, ctx.storage).typeId('Site map');
    const projectType = await upload(crewId, { typeId: String(siteMap) });
    expect(projectType.statusCode).toBe(400);
    expect(projectType.json().issues[0].field).toBe('body.typeId');
    const noFile = await upload(crewId, { typeId: String(vcaTypeId) }, { withFile: false });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().issues[0].field).toBe('body.file');
  });

  it('refuses guests and logins without a person (403)', async () => {
    const guest = await ctx.login({ projectNumber: 'P-2026-001', password: 'guest2026' });
    const client = await ctx.login(demoLogin('client'));
    for (const token of [guest, client]) {
      expect((await upload(crewId, { typeId: String(vcaTypeId) }, { token })).statusCode).toBe(403);
    }
  });

  it("answers 404 for someone else's papers, in this tenant or another", async () => {
    const documents = createDocumentFactories(ctx.handle.db, ctx.storage);
    const chiefId = await documents.personIdByEmail('chief@demo.crewhub.app');
    expect((await upload(chiefId, { typeId: String(vcaTypeId) })).statusCode).toBe(404);
    const northwind = await ctx.login(demoLogin('crew', 'northwind.crewhub.app'), otherTenantHost);
    const response = await upload(
      crewId,
      { typeId: String(vcaTypeId) },
      { token: northwind, host: otherTenantHost },
    );
    expect(response.statusCode).toBe(404);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const { payload, headers } = multipartBody(
      { typeId: String(vcaTypeId) },
      {
        bytes: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1)]),
        contentType: 'application/pdf',
        filename: 'big.pdf',
      },
    );
    const response = await ctx.request('POST', `/api/v1/persons/${crewId}/documents`, {
      token: crewToken,
      body: payload,
      headers,
    });
    expect(response.statusCode).toBe(413);
  });
});
