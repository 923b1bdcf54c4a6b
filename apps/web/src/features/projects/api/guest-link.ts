import {
  projectGuestVisitSchema,
  projectPasswordStatusSchema,
  type ProjectPasswordStatus,
  type SetProjectGuestExpiryInput,
} from '@crewhub/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

const base = (number: string) => `/projects/${encodeURIComponent(number)}`;

/** The latest guest logins with the project's password, newest first. */
export const getGuestVisits = (number: string) =>
  apiRequest(`${base(number)}/guestVisits`, { schema: z.array(projectGuestVisitSchema) });

export const guestVisitsQueryOptions = (number: string) =>
  queryOptions({
    queryKey: projectKeys.guestVisits(number),
    queryFn: () => getGuestVisits(number),
  });

export const useGuestVisits = (number: string) => useQuery(guestVisitsQueryOptions(number));

/** Moves or clears the guests' last day; the password stays. */
export const setGuestExpiry = (number: string, input: SetProjectGuestExpiryInput) =>
  apiRequest(`${base(number)}/guestExpiry`, {
    method: 'POST',
    body: input,
    schema: projectPasswordStatusSchema,
  });

/** Ends guest access at once: the password stops working and guests are logged out. */
export const revokeGuestAccess = (number: string) =>
  apiRequest(`${base(number)}/password`, { method: 'DELETE', schema: projectPasswordStatusSchema });

/** Both answer the new status, which replaces the cached one. */
const useGuestAccessChange = <Input>(
  number: string,
  change: (input: Input) => Promise<ProjectPasswordStatus>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (status) => queryClient.setQueryData(projectKeys.password(number), status),
  });
};

export const useSetGuestExpiry = (number: string) =>
  useGuestAccessChange(number, (input: SetProjectGuestExpiryInput) =>
    setGuestExpiry(number, input),
  );

export const useRevokeGuestAccess = (number: string) =>
  useGuestAccessChange(number, () => revokeGuestAccess(number));
