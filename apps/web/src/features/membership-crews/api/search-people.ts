import { crewCalendarSchema } from '@crewhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { todayIso } from '@/lib/calendar/month';
import { queryString } from '@/lib/query-string';
import { membershipCrewKeys } from './membership-crew-keys';

export type PersonOption = { personId: number; name: string; city: string | null };

/**
 * People the caller may plan, by name. The API has no person search yet (GET /persons), so
 * this asks the crew planner for one day, which lists exactly those people.
 */
export const searchPeople = async (q: string): Promise<PersonOption[]> => {
  const today = todayIso();
  const result = await apiRequest(
    `/plannerCrewCalendar${queryString({ from: today, to: today, q, limit: 20 })}`,
    { schema: crewCalendarSchema },
  );
  return result.people.map((person) => ({
    personId: person.personId,
    name: `${person.firstName} ${person.lastName}`,
    city: person.city,
  }));
};

export const peopleSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: membershipCrewKeys.personSearch(q),
    queryFn: () => searchPeople(q),
    staleTime: 60_000,
  });

export const usePeopleSearch = (q: string) =>
  useQuery({ ...peopleSearchQueryOptions(q), placeholderData: keepPreviousData });
