import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

/** The delivery note PDF: a fresh draft until signed, then the signed copy. */
export const getDeliveryNotePdf = (crewId: number) =>
  apiBlob(`/projectCrews/${crewId}/deliveryNote`);

export const deliveryNotePdfQueryOptions = (crewId: number) =>
  queryOptions({
    queryKey: crewKeys.deliveryNotePdf(crewId),
    queryFn: () => getDeliveryNotePdf(crewId),
    staleTime: 0,
    meta: { silent: true },
  });

export const useDeliveryNotePdf = (crewId: number, enabled = true) =>
  useQuery({ ...deliveryNotePdfQueryOptions(crewId), enabled });
