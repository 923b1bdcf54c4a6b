import {
  blockDateSchema,
  vacationRequestSchema,
  type BlockDate,
  type CreateBlockDateInput,
  type CreateVacationRequestInput,
  type VacationRequest,
} from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

export type NewEntry =
  | { kind: 'blockDate'; input: CreateBlockDateInput }
  | { kind: 'vacation'; input: CreateVacationRequestInput };

/** Blocks dates or requests vacation; 409 DATE_ALREADY_CONFIRMED asks for `confirm: true`. */
export const createEntry = async (entry: NewEntry): Promise<BlockDate | VacationRequest> =>
  entry.kind === 'blockDate'
    ? apiRequest('/blockDates', { method: 'POST', body: entry.input, schema: blockDateSchema })
    : apiRequest('/vacationRequests', {
        method: 'POST',
        body: entry.input,
        schema: vacationRequestSchema,
      });

export const useCreateEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEntry,
    // The dialog asks "are you sure" on 409 and reports other errors itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
};
