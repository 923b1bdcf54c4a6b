import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '@/lib/api-client';
import { jobKeys } from './job-keys';

/** The crew chief sheet PDF of a project crew (members, times, hours). */
export const getCrewChiefSheet = (crewId: number) =>
  apiBlob(`/projectCrews/${crewId}/crewChiefSheet`);

export const crewChiefSheetQueryOptions = (crewId: number) =>
  queryOptions({
    queryKey: jobKeys.crewChiefSheet(crewId),
    queryFn: () => getCrewChiefSheet(crewId),
    staleTime: 0,
    meta: { silent: true },
  });

export const useCrewChiefSheet = (crewId: number | null) =>
  useQuery({ ...crewChiefSheetQueryOptions(crewId ?? 0), enabled: crewId !== null });

/** Sheets are released with `{ downloaded: true }`. */
export const releaseCrewChiefSheet = (crewId: number) =>
  apiRequest(`/projectCrews/${crewId}/crewChiefSheet/release`, {
    method: 'POST',
    body: { downloaded: true },
  });

export const useReleaseCrewChiefSheet = (crewId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => releaseCrewChiefSheet(crewId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
