import { deliveryNoteStatusSchema, type SignDeliveryNoteInput } from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useDeliveryNoteStatusUpdate } from './delivery-note-status';

/** The contact on site signs: signature PNG, name, rating 1-5 and a comment. */
export const signDeliveryNote = (crewId: number, input: SignDeliveryNoteInput) =>
  apiRequest(`/projectCrews/${crewId}/deliveryNote/signed`, {
    method: 'POST',
    body: input,
    schema: deliveryNoteStatusSchema,
  });

export const useSignDeliveryNote = (crewId: number) => {
  const update = useDeliveryNoteStatusUpdate(crewId);
  return useMutation({
    mutationFn: (input: SignDeliveryNoteInput) => signDeliveryNote(crewId, input),
    onSuccess: update,
  });
};
