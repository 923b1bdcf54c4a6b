import { pageSchema, personListItemSchema } from '@crewhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryString } from './query-string';

export type PersonOption = { personId: number; name: string; city: string | null };

/** People by name for person pickers of any screen (GET /persons, needs persons READ). */
export const searchPeople = async (q: string): Promise<PersonOption[]> => {
  const result = await apiRequest(`/persons${queryString({ q, limit: 20 })}`, {
    schema: pageSchema(personListItemSchema),
  });
  return result.items.map((person) => ({
    personId: person.id,
    name: person.name,
    city: person.city,
  }));
};

export const peopleKeys = {
  search: (q: string) => ['people', 'search', q] as const,
};

export const peopleSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: peopleKeys.search(q),
    queryFn: () => searchPeople(q),
    staleTime: 60_000,
  });

export const usePeopleSearch = (q: string, enabled = true) =>
  useQuery({ ...peopleSearchQueryOptions(q), enabled, placeholderData: keepPreviousData });
