import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  filtersFromParams,
  filtersToParams,
  listParamsOf,
} from './project-filters';

describe('project filters', () => {
  it('defaults to ongoing, all projects, not closed', () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual(defaultFilters);
    expect(listParamsOf(defaultFilters)).toEqual({ tab: 'ongoing', scope: 'all', closed: false });
  });

  it('reads valid values and ignores unknown ones', () => {
    const filters = filtersFromParams(
      new URLSearchParams('tab=requested&scope=my&closed=closed&q=%20expo%20'),
    );
    expect(filters).toEqual({ tab: 'requested', scope: 'my', closed: 'closed', q: 'expo' });
    expect(filtersFromParams(new URLSearchParams('tab=future&scope=x')).tab).toBe('ongoing');
  });

  it('round-trips through the address, keeping only non-defaults', () => {
    const filters = { ...defaultFilters, tab: 'past' as const, closed: 'closed' as const };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('tab=past&closed=closed');
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('asks the API for closed projects and the search text', () => {
    expect(listParamsOf({ ...defaultFilters, closed: 'closed', scope: 'my', q: 'jazz' })).toEqual({
      tab: 'ongoing',
      scope: 'my',
      closed: true,
      q: 'jazz',
    });
  });
});
