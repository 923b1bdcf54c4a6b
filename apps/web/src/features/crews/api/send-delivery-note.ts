import { sentResultSchema } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

/** E-mails the signed delivery note to the contact on site. */
export const sendDeliveryNote = (crewId: number) =>
  apiRequest(`/projectCrews/${crewId}/deliveryNote/signed/send`, {
    method: 'POST',
    schema: sentResultSchema,
  });

export const useSendDeliveryNote = (crewId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendDeliveryNote(crewId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crewKeys.page(crewId) }),
  });
};
