export const membershipCrewKeys = {
  all: ['membership-crews'] as const,
  list: () => [...membershipCrewKeys.all, 'list'] as const,
  detail: (id: number) => [...membershipCrewKeys.all, 'detail', id] as const,
  /** The crew's memberships and members change together. */
  people: (id: number) => [...membershipCrewKeys.detail(id), 'people'] as const,
  memberships: (id: number) => [...membershipCrewKeys.people(id), 'memberships'] as const,
  members: (id: number) => [...membershipCrewKeys.people(id), 'members'] as const,
  personSearch: (q: string) => [...membershipCrewKeys.all, 'person-search', q] as const,
  companies: () => [...membershipCrewKeys.all, 'companies'] as const,
};
