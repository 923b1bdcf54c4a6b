import { deliveryNoteStatusSchema } from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useDeliveryNoteStatusUpdate } from './delivery-note-status';

/** Deliveries are released with `{ downloaded: true }`. */
export const releaseDeliveryNote = (crewId: number) =>
  apiRequest(`/projectCrews/${crewId}/deliveryNote/release`, {
    method: 'POST',
    body: { downloaded: true },
    schema: deliveryNoteStatusSchema,
  });

export const useReleaseDeliveryNote = (crewId: number) => {
  const update = useDeliveryNoteStatusUpdate(crewId);
  return useMutation({ mutationFn: () => releaseDeliveryNote(crewId), onSuccess: update });
};
