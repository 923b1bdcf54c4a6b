import { crewCalendarSchema, rowsOfColumns } from '@crewhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { todayIso } from '@/lib/calendar/month';
import { queryString } from '@/lib/query-string';
import { membershipCrewKeys } from './membership-crew-keys';

export type PersonOption = { personId: number; name: string; city: string | null };

/**
 * People the caller may put in a membership crew, by name. Clients add members too but may not
 * read the people directory (GET /persons); the crew planner for one day lists exactly the
 * people each caller may plan, so it serves planners and clients alike.
 */
export const searchPeople = async (q: string): Promise<PersonOption[]> => {
  const today = todayIso();
  const result = await apiRequest(
    `/plannerCrewCalendar${queryString({ from: today, to: today, q, limit: 20 })}`,
    { schema: crewCalendarSchema },
  );
  return rowsOfColumns(result.people).map((person) => ({
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
