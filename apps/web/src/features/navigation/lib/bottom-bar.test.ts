import type { LoginTypeCode, TokenType } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { bottomBarItems, bottomBarSlots } from './bottom-bar';

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
    ['client and planner', 'MOBILE', ['clients', 'planners'], ['home', 'projects']],
    ['planner', 'MOBILE', ['planners'], ['home']],
    ['office', 'MOBILE', ['office'], ['home']],
    ['no login types', 'MOBILE', [], ['home']],
    ['project guest', 'project', [], []],
    ['plus-crew guest', 'pluscrew', [], []],
  ])('%s', (_label, tokenType, loginTypes, expected) => {
    expect(bottomBarItems({ tokenType, loginTypes })).toEqual(expected);
  });
});

describe('bottomBarSlots', () => {
  it.each([
    [1, 2],
    [3, 4],
    [4, 5],
  ])('%i items -> %i slots', (items, slots) => expect(bottomBarSlots(items)).toBe(slots));
});
