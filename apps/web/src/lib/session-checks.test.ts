import {
  decodeToken,
  mailboxUserRightsSchema,
  tenantSummarySchema,
  userRightsSchema,
} from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import {
  mailboxUserRightsCheck,
  tenantSummaryCheck,
  tokenClaimsOf,
  userRightsCheck,
} from './session-checks';

// The startup path checks the stored session by hand instead of through the shared zod schemas:
// each check must accept, reject and keep exactly what its schema does.

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const tokenWith = (claims: unknown) => `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;

const loginData = {
  person: { id: 1, firstName: 'Cas', lastName: 'Crew', temporary: false },
  contactNumber: null,
  language: 'nl',
  loginTypes: [{ code: 'crew', caption: 'Crew' }],
  displayName: 'Cas Crew',
};
const claims = { exp: 2_000_000_000, sub: 'login:1', tid: 1, sid: 's', type: 'MOBILE', loginData };

describe('tokenClaimsOf', () => {
  const samples: unknown[] = [
    claims,
    { ...claims, iat: 1_900_000_000, extra: true },
    { ...claims, type: 'project', loginData: { ...loginData, projectNumber: 'P-1' } },
    { ...claims, loginData: { ...loginData, plusCrewNumber: null, person: null, secret: 1 } },
    { ...claims, loginData: { ...loginData, person: { ...loginData.person, nickname: 'C' } } },
    { ...claims, tid: 1.5 },
    { ...claims, exp: '2000000000' },
    { ...claims, iat: null },
    { ...claims, type: 'admin' },
    { ...claims, sid: undefined },
    { ...claims, loginData: { ...loginData, loginTypes: [{ code: 'boss', caption: 'Boss' }] } },
    { ...claims, loginData: { ...loginData, loginTypes: {} } },
    { ...claims, loginData: { ...loginData, person: { id: 1 } } },
    { ...claims, loginData: { ...loginData, projectNumber: 7 } },
    { ...claims, loginData: { ...loginData, contactNumber: undefined } },
    { ...claims, loginData: [] },
    [],
    null,
  ];

  it('reads what decodeToken reads, known fields only', () => {
    for (const sample of samples) {
      const token = tokenWith(sample);
      expect(tokenClaimsOf(token), JSON.stringify(sample)).toEqual(decodeToken(token));
    }
  });

  it('reads no claims from what is no token', () => {
    for (const token of [null, '', 'a.b', 'a.%%%.c', `${encode({})}.${btoa('{')}.s`]) {
      expect(tokenClaimsOf(token)).toBeNull();
      expect(decodeToken(token)).toBeNull();
    }
  });
});

const sameAsSchema = (
  check: { safeParse: (value: unknown) => { success: boolean; data?: unknown } },
  schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown } },
  samples: unknown[],
) => {
  for (const sample of samples) {
    const byHand = check.safeParse(sample);
    const byZod = schema.safeParse(sample);
    expect(byHand.success, JSON.stringify(sample)).toBe(byZod.success);
    expect(byHand.data, JSON.stringify(sample)).toEqual(byZod.data);
  }
};

describe('the stored rights and tenant', () => {
  it('userRightsCheck accepts and rejects what userRightsSchema does', () => {
    sameAsSchema(userRightsCheck, userRightsSchema, [
      {},
      { projects: { READ: ['ALL'], EDIT: [] }, someday: { NEW: ['OWN', 'COMPANY'] } },
      { projects: { READ: ['EVERYTHING'] } },
      { projects: { READ: 'ALL' } },
      { projects: ['READ'] },
      { projects: null },
      [],
      'rights',
    ]);
  });

  it('mailboxUserRightsCheck accepts and rejects what mailboxUserRightsSchema does', () => {
    const mailbox = { mailboxId: 3, mailboxName: 'Office', rights: ['READ', 'SEND'] };
    sameAsSchema(mailboxUserRightsCheck, mailboxUserRightsSchema, [
      [],
      [mailbox, { ...mailbox, mailboxId: 4, extra: 'x' }],
      [{ ...mailbox, mailboxId: 3.5 }],
      [{ ...mailbox, rights: ['ARCHIVE'] }],
      [{ ...mailbox, mailboxName: null }],
      [null],
      { 0: mailbox },
    ]);
  });

  it('tenantSummaryCheck accepts and rejects what tenantSummarySchema does', () => {
    const tenant = { name: 'Demo', defaultLanguage: 'nl', mobileTheme: 'red' };
    sameAsSchema(tenantSummaryCheck, tenantSummarySchema, [
      tenant,
      { ...tenant, id: 9 },
      { ...tenant, mobileTheme: 'purple' },
      { ...tenant, name: undefined },
      { ...tenant, defaultLanguage: 1 },
      [],
      null,
    ]);
  });
});
