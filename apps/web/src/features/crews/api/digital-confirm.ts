import { deliveryNoteStatusSchema } from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useDeliveryNoteStatusUpdate } from './delivery-note-status';

/** No contact on site to sign: the crew chief confirms the delivery in their own name. */
export const digitalConfirm = (crewId: number, comment: string | null) =>
  apiRequest(`/projectCrews/${crewId}/digitalConfirm`, {
    method: 'POST',
    body: { comment },
    schema: deliveryNoteStatusSchema,
  });

export const useDigitalConfirm = (crewId: number) => {
  const update = useDeliveryNoteStatusUpdate(crewId);
  return useMutation({
    mutationFn: (comment: string | null) => digitalConfirm(crewId, comment),
    onSuccess: update,
  });
};
