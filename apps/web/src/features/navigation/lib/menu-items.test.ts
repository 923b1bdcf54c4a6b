import type { LoginTypeCode, Resource, UserRights } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { menuItemsFor, type MenuContext } from './menu-items';

const read = (...resources: Resource[]): UserRights =>
  Object.fromEntries(resources.map((resource) => [resource, { READ: ['ALL'] }]));

const everyRight = read(
  'planningCalendar',
  'projects',
  'crews',
  'membershipCrews',
  'planningCrewItemList',
  'invoices',
  'training',
  'mobileDocuments',
  'payrolls',
  'staffContracts',
  'crewInfo',
  'plusCrews',
  'receipts',
  'mailboxes',
  'toDoCalendar',
  'mobileProjectVacancies',
  'vacancies',
  'oneXOneTree',
);

const user = (loginTypes: LoginTypeCode[], overrides: Partial<MenuContext> = {}): MenuContext => ({
  tokenType: 'MOBILE',
  loginTypes,
  rights: everyRight,
  temporary: false,
  oneCrewOneTreeTitle: null,
  ...overrides,
});

const ids = (context: MenuContext) => menuItemsFor(context).map((item) => item.id);

describe('menuItemsFor', () => {
  it.each([
    [
      'crew',
      user(['crew']),
      [
        'home',
        'invoices',
        'jobs',
        'personal-calendar',
        'appointments',
        'trainings',
        'mobile-documents',
        'payrolls',
        'contracts',
        'crew-info',
        'plus-crews',
        'receipts',
        'vacancies',
        'one-x-one-tree',
        'help-center',
        'version',
      ],
    ],
    [
      'crew without rights',
      user(['crew'], { rights: {} }),
      ['home', 'jobs', 'personal-calendar', 'appointments', 'help-center', 'version'],
    ],
    [
      'planner',
      user(['planners'], {
        rights: read('planningCalendar', 'projects', 'crews', 'membershipCrews', 'toDoCalendar'),
      }),
      [
        'home',
        'planning-calendar',
        'projects',
        'planner-crew',
        'membership-crews',
        'companies',
        'appointments',
        'projects-calendar',
        'todo-calendar',
        'help-center',
        'version',
      ],
    ],
    [
      'planning login type counts as planner',
      user(['planning'], { rights: read('toDoCalendar') }),
      ['home', 'appointments', 'todo-calendar', 'help-center', 'version'],
    ],
    [
      'client',
      user(['clients'], {
        rights: read('planningCrewItemList', 'projects', 'mailboxes', 'invoices'),
      }),
      [
        'home',
        'projects',
        'planning-crew-item-list',
        'invoices',
        'projects-calendar',
        'mailbox',
        'help-center',
        'version',
      ],
    ],
    [
      'client without invoice rights',
      user(['clients'], { rights: read('planningCrewItemList', 'projects', 'mailboxes') }),
      [
        'home',
        'projects',
        'planning-crew-item-list',
        'projects-calendar',
        'mailbox',
        'help-center',
        'version',
      ],
    ],
    [
      'planner does not get the client-only list',
      user(['planners'], { rights: read('planningCrewItemList') }),
      ['home', 'appointments', 'help-center', 'version'],
    ],
    [
      'office',
      user(['office'], { rights: read('mailboxes', 'receipts') }),
      ['home', 'appointments', 'receipts', 'mailbox', 'help-center', 'version'],
    ],
    [
      'office reading everybody’s contracts',
      user(['office'], { rights: { staffContracts: { READ: ['ALL'] } } }),
      ['home', 'appointments', 'contracts', 'help-center', 'version'],
    ],
    [
      'office reading only their own contracts gets no contracts entry',
      user(['office'], { rights: { staffContracts: { READ: ['OWN'] } } }),
      ['home', 'appointments', 'help-center', 'version'],
    ],
    [
      'office reading invoices gets the clients',
      user(['office'], { rights: read('invoices') }),
      ['home', 'invoices', 'companies', 'appointments', 'help-center', 'version'],
    ],
    [
      'office that approves profiles',
      user(['office'], { rights: { personProfiles: { EDIT: ['ALL'] } } }),
      ['home', 'appointments', 'profile-approvals', 'help-center', 'version'],
    ],
    [
      'crew editing only their own profile gets no approval queue',
      user(['office'], { rights: { personProfiles: { EDIT: ['OWN'] } } }),
      ['home', 'appointments', 'help-center', 'version'],
    ],
    [
      'crew member without mailbox login type',
      user(['crew'], { rights: read('mailboxes') }),
      ['home', 'jobs', 'personal-calendar', 'appointments', 'help-center', 'version'],
    ],
    [
      'temporary person',
      user(['crew'], { temporary: true, rights: read('mobileProjectVacancies') }),
      [
        'home',
        'jobs',
        'personal-calendar',
        'appointments',
        'project-vacancies',
        'profile',
        'help-center',
        'version',
      ],
    ],
    [
      'vacancy right alone does not show project vacancies',
      user(['crew'], { rights: read('mobileProjectVacancies') }),
      ['home', 'jobs', 'personal-calendar', 'appointments', 'help-center', 'version'],
    ],
    ['project guest', user([], { tokenType: 'project' }), []],
    [
      'plus-crew guest',
      user([], { tokenType: 'pluscrew', plusCrewNumber: 'PC-001' }),
      ['plus-crew-data'],
    ],
  ])('%s', (_label, context, expected) => {
    expect(ids(context)).toEqual(expected);
  });

  it('links the plus-crew guest to the data of their plus crew', () => {
    expect(menuItemsFor(user([], { tokenType: 'pluscrew', plusCrewNumber: 'PC-001' }))).toEqual([
      { key: 'plusCrewData', id: 'plus-crew-data', href: '/plus-crews/PC-001/data' },
    ]);
  });

  it.each([
    ['Trees for Crews', 'Trees for Crews'],
    [null, undefined],
  ])('titles one-crew-one-tree by the tenant (%s)', (title, label) => {
    const item = menuItemsFor(user(['crew'], { oneCrewOneTreeTitle: title })).find(
      (entry) => entry.key === 'oneXOneTree',
    );
    expect(item?.label).toBe(label);
  });
});
