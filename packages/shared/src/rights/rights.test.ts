import { describe, expect, it } from 'vitest';
import { buildUserRights, hasRight, type UserRights } from './rights';

const rights: UserRights = {
  payrolls: { READ: ['OWN'] },
  planningCalendar: { READ: ['ALL'], READSPAREFUNCTION: [] },
  crewMemberships: { CREATE: ['ALL'] },
};

describe('hasRight', () => {
  it.each([
    ['payrolls', 'READ', undefined, true],
    ['payrolls', 'READ', 'OWN', true],
    ['payrolls', 'READ', 'ALL', false],
    ['payrolls', 'EDIT', undefined, false],
    ['planningCalendar', 'READSPAREFUNCTION', undefined, false],
    ['crewMemberships', 'CREATE', undefined, true],
    ['crewMemberships', 'DELETE', undefined, false],
    ['invoices', 'READ', undefined, false],
  ] as const)('%s %s %s -> %s', (resource, right, permission, expected) => {
    expect(hasRight(rights, resource, right, permission)).toBe(expected);
  });

  it('denies everything without rights', () => {
    expect(hasRight(null, 'payrolls', 'READ')).toBe(false);
  });
});

describe('buildUserRights', () => {
  it('merges duplicate grants in a stable order', () => {
    expect(
      buildUserRights([
        { resource: 'payrolls', right: 'READ', permissionTypes: ['OWN'] },
        { resource: 'payrolls', right: 'READ', permissionTypes: ['ALL', 'OWN'] },
        { resource: 'faq', right: 'READ', permissionTypes: ['ALL'] },
      ]),
    ).toEqual({ payrolls: { READ: ['ALL', 'OWN'] }, faq: { READ: ['ALL'] } });
  });
});
