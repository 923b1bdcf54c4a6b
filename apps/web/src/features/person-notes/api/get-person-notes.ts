import { activitySchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { personNoteKeys } from './person-note-keys';

/** The newest entries; older history is rarely what the office is looking for. */
export const personNotesLimit = 50;

/** GET /persons/{id}/activities: to-dos by due date, then notes and events, newest first. */
export const personNotesQueryOptions = (personId: number) =>
  queryOptions({
    queryKey: personNoteKeys.list(personId),
    queryFn: () =>
      apiRequest(`/persons/${personId}/activities?limit=${personNotesLimit}`, {
        schema: pageSchema(activitySchema),
      }),
  });

export const usePersonNotes = (personId: number) => useQuery(personNotesQueryOptions(personId));
