import { describe, expect, it } from 'vitest';
import { topMenuItems, topMenuPadding } from './top-menu';

describe('topMenuItems', () => {
  it.each([
    [null, ['home', 'version']],
    ['dark', ['home', 'version']],
    ['jobobo', ['home', 'planningCalendar', 'payrolls', 'contracts', 'crewInfo']],
  ])('theme %s', (theme, expected) => expect(topMenuItems(theme)).toEqual(expected));
});

describe('topMenuPadding', () => {
  it.each([
    [0, 65],
    [2, 65],
    [10, 65],
    [11, 130],
    [25, 195],
  ])('%i items -> %i px', (count, padding) => expect(topMenuPadding(count)).toBe(padding));
});
