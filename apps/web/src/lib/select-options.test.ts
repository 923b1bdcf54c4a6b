import { describe, expect, it } from 'vitest';
import { withCurrent } from './select-options';

const ahoy = { value: '1', label: 'Ahoy' };

describe('withCurrent', () => {
  it('adds the saved choice in front when the list lacks it', () => {
    expect(withCurrent([ahoy], '7', 'Ziggo Dome')).toEqual([
      { value: '7', label: 'Ziggo Dome' },
      ahoy,
    ]);
  });

  it('leaves the list alone when the choice is in it or nothing is chosen', () => {
    expect(withCurrent([ahoy], '1', 'Ahoy (old name)')).toEqual([ahoy]);
    expect(withCurrent([ahoy], null, null)).toEqual([ahoy]);
    expect(withCurrent([ahoy], '7', null)).toEqual([ahoy]);
  });
});
