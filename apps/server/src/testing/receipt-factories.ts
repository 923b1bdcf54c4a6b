import type { Database } from '../db/client';
import { bankTransfers, receiptTemplates, receiptTypes } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { multipartBody } from './document-factories';
import type { TestContext } from './test-app';

let sequence = 0;

/** Receipt types, company templates and bank transfers for tests, in one tenant. */
export const createReceiptFactories = (db: Database, tenantId = 1) => ({
  receiptType: (values: { name?: string; active?: boolean } = {}) =>
    withTenant(db, tenantId, async (tx) => {
      sequence += 1;
      const [row] = await tx
        .insert(receiptTypes)
        .values({ tenantId, name: `Test expense ${sequence}`, ...values })
        .returning();
      return row!;
    }),

  template: (values: { companyId: number; receiptTypeId: number; name?: string }) =>
    withTenant(db, tenantId, async (tx) => {
      const [row] = await tx
        .insert(receiptTemplates)
        .values({ tenantId, name: 'Parking at the venue', description: null, ...values })
        .returning();
      return row!;
    }),

  bankTransfer: (values: { payrollId: number; amountCents: number; date?: string }) =>
    withTenant(db, tenantId, async (tx) => {
      sequence += 1;
      const [row] = await tx
        .insert(bankTransfers)
        .values({ tenantId, date: '2026-11-10', reference: `TEST ${sequence}`, ...values })
        .returning();
      return row!;
    }),
});

/** A tiny JPEG's first bytes: enough for the type sniffing, which reads only the start. */
export const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** The receipt calls of the API as one crew member or the office makes them. */
export const receiptApi = (ctx: TestContext) => {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, body?: unknown) =>
    ctx.request(method, `/api/v1${url}`, { token, body });
  return {
    call,
    create: (token: string, body: Record<string, unknown>) =>
      call('POST', '/receipts', token, body),
    upload: (token: string, number: string, file = { bytes: jpegBytes, name: 'receipt.jpg' }) => {
      const { payload, headers } = multipartBody(
        {},
        { bytes: file.bytes, contentType: 'image/jpeg', filename: file.name },
      );
      return ctx.request('POST', `/api/v1/receipts/${number}/documents`, {
        token,
        body: payload,
        headers,
      });
    },
    step: (token: string, number: string, step: 'submission' | 'approval' | 'copy', body = {}) =>
      call('POST', `/receipts/${number}/${step}`, token, body),
    reject: (token: string, number: string, reason: unknown) =>
      call('POST', `/receipts/${number}/rejection`, token, { reason }),
  };
};
