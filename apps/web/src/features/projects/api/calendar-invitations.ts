import { calendarInvitationSchema, type SendCalendarInvitationInput } from '@crewhub/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

const invitationsPath = (number: string) =>
  `/projects/${encodeURIComponent(number)}/calendarInvitations`;

export const getCalendarInvitations = (number: string) =>
  apiRequest(invitationsPath(number), { schema: z.array(calendarInvitationSchema) });

export const calendarInvitationsQueryOptions = (number: string) =>
  queryOptions({
    queryKey: projectKeys.calendarInvitations(number),
    queryFn: () => getCalendarInvitations(number),
  });

export const useCalendarInvitations = (number: string) =>
  useQuery(calendarInvitationsQueryOptions(number));

/** Sends the project's shifts to an address; later changes reach it as updates. */
export const sendCalendarInvitation = (number: string, input: SendCalendarInvitationInput) =>
  apiRequest(invitationsPath(number), {
    method: 'POST',
    body: input,
    schema: calendarInvitationSchema,
  });

export const useSendCalendarInvitation = (number: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendCalendarInvitationInput) => sendCalendarInvitation(number, input),
    // The dialog shows a refused address or an empty project itself.
    meta: { silent: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: projectKeys.calendarInvitations(number) }),
  });
};
