import type { CrewPage, DeliveryNoteStatus } from '@crewhub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { crewKeys } from './crew-keys';

/** Each delivery-note step answers with the new status; the crew page and the PDF follow it. */
export const useDeliveryNoteStatusUpdate = (crewId: number) => {
  const queryClient = useQueryClient();
  return (deliveryNote: DeliveryNoteStatus) => {
    queryClient.setQueryData<CrewPage>(crewKeys.page(crewId), (page) =>
      page ? { ...page, deliveryNote } : page,
    );
    void queryClient.invalidateQueries({ queryKey: crewKeys.page(crewId) });
    void queryClient.invalidateQueries({ queryKey: crewKeys.deliveryNotePdf(crewId) });
  };
};
