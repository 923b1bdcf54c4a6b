import type { LoginTypeCode, TokenType } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import type { PathKey } from '@/config/paths';
import { bottomBarItems, bottomBarSlots } from './bottom-bar';

const everything: PathKey[] = [
  'jobs',
  'personalCalendar',
  'planningCalendar',
  'plannerCrew',
  'mailbox',
  'profileApprovals',
  'projects',
  'projectsCalendar',
];

describe('bottomBarItems', () => {
  it.each<[string, TokenType, LoginTypeCode[], string[]]>([
    ['crew', 'MOBILE', ['crew'], ['home', 'jobs', 'personalCalendar']],
    ['client only', 'MOBILE', ['clients'], ['home', 'projects', 'projectsCalendar']],
    [
      'client and crew',
      'MOBILE',
      ['clients', 'crew'],
      ['home', 'jobs', 'personalCalendar', 'projects'],
    ],
    [
      'client and planner',
      'MOBILE',
      ['clients', 'planners'],
      ['home', 'planningCalendar', 'plannerCrew', 'projects'],
    ],
    ['planner', 'MOBILE', ['planners'], ['home', 'planningCalendar', 'plannerCrew']],
    ['office', 'MOBILE', ['office'], ['home', 'mailbox', 'profileApprovals']],
    ['no login types', 'MOBILE', [], ['home']],
    ['project guest', 'project', [], []],
    ['plus-crew guest', 'pluscrew', [], []],
  ])('%s', (_label, tokenType, loginTypes, expected) => {
    expect(bottomBarItems({ tokenType, loginTypes, menuKeys: everything })).toEqual(expected);
  });

  it('offers only shortcuts the menu has (the rights allow)', () => {
    expect(
      bottomBarItems({ tokenType: 'MOBILE', loginTypes: ['office'], menuKeys: ['mailbox'] }),
    ).toEqual(['home', 'mailbox']);
  });

  it('keeps at most four shortcuts', () => {
    const items = bottomBarItems({
      tokenType: 'MOBILE',
      loginTypes: ['crew', 'planners', 'office'],
      menuKeys: everything,
    });
    expect(items).toEqual(['home', 'jobs', 'personalCalendar', 'planningCalendar']);
  });
});

describe('bottomBarSlots', () => {
  it.each([
    [1, 2],
    [3, 4],
    [4, 5],
  ])('%i items -> %i slots', (items, slots) => expect(bottomBarSlots(items)).toBe(slots));
});
