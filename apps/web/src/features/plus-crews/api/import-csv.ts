import { plusCrewImportResultSchema, type ImportPlusCrewCsvInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { plusCrewKeys } from './plus-crew-keys';

/** POST /plusCrews/{number}/import: the till's CSV with the column mapping to keep. */
export const importPlusCrewCsv = (number: string, input: ImportPlusCrewCsvInput) =>
  apiRequest(`/plusCrews/${encodeURIComponent(number)}/import`, {
    method: 'POST',
    body: input,
    schema: plusCrewImportResultSchema,
  });

export const useImportPlusCrewCsv = (number: string, plusCrewId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportPlusCrewCsvInput) => importPlusCrewCsv(number, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: plusCrewKeys.datasOf(plusCrewId) }),
        queryClient.invalidateQueries({ queryKey: plusCrewKeys.detail(number) }),
      ]),
  });
};
