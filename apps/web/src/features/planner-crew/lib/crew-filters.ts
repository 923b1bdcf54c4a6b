export type CrewFilters = {
  crewIds: number[];
  functionIds: number[];
  tagIds: number[];
  regionIds: number[];
  skillIds: number[];
  q: string;
};

export type CrewFilterList = Exclude<keyof CrewFilters, 'q'>;

export const crewFilterLists: CrewFilterList[] = [
  'crewIds',
  'functionIds',
  'tagIds',
  'regionIds',
  'skillIds',
];

export const noCrewFilters: CrewFilters = {
  crewIds: [],
  functionIds: [],
  tagIds: [],
  regionIds: [],
  skillIds: [],
  q: '',
};

/** How many filters narrow the list (shown on the collapsed filter button). */
export const activeFilterCount = (filters: CrewFilters): number =>
  crewFilterLists.filter((list) => filters[list].length > 0).length + (filters.q.trim() ? 1 : 0);

/** Ids sorted so the same selection always makes the same query (and cache entry). */
export const withList = (
  filters: CrewFilters,
  list: CrewFilterList,
  ids: number[],
): CrewFilters => ({
  ...filters,
  [list]: [...new Set(ids)].sort((a, b) => a - b),
});
