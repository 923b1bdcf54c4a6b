import { projectTabs } from '@crewhub/shared';
import type { ProjectListParams } from '../api/get-projects';

export type ProjectTab = (typeof projectTabs)[number];
export type ProjectScope = 'all' | 'my';
export type ClosedFilter = 'open' | 'closed';

export type ProjectFilters = {
  tab: ProjectTab;
  scope: ProjectScope;
  closed: ClosedFilter;
  q: string;
};

export const defaultFilters: ProjectFilters = {
  tab: 'ongoing',
  scope: 'all',
  closed: 'open',
  q: '',
};

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Filters from the address (?tab=past&scope=my&closed=closed); unknown values mean defaults. */
export const filtersFromParams = (params: URLSearchParams): ProjectFilters => ({
  tab: pick(params.get('tab'), projectTabs, defaultFilters.tab),
  scope: pick(params.get('scope'), ['all', 'my'] as const, defaultFilters.scope),
  closed: pick(params.get('closed'), ['open', 'closed'] as const, defaultFilters.closed),
  q: params.get('q')?.trim() ?? '',
});

/** Only what differs from the defaults goes into the address, keeping links short. */
export const filtersToParams = (filters: ProjectFilters): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of ['tab', 'scope', 'closed', 'q'] as const) {
    if (filters[key] !== defaultFilters[key]) params.set(key, filters[key]);
  }
  return params;
};

/** The GET /projects query for the filters (closed/not closed is a boolean there). */
export const listParamsOf = (filters: ProjectFilters): ProjectListParams => ({
  tab: filters.tab,
  scope: filters.scope,
  closed: filters.closed === 'closed',
  ...(filters.q ? { q: filters.q } : {}),
});
