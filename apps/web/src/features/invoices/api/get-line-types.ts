import {
  pageSchema,
  referenceItemSchema,
  taxTypeSchema,
  type ReferenceItem,
  type TaxType,
} from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** The tenant's tax types a line can carry; they rarely change within a session. */
export const taxTypesQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.taxTypes(),
    queryFn: () => apiRequest('/taxTypes', { schema: pageSchema(taxTypeSchema) }),
    staleTime: 5 * 60_000,
  });

/** The tenant's charge types a line is billed under. */
export const chargeTypesQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.chargeTypes(),
    queryFn: () => apiRequest('/chargeTypes', { schema: pageSchema(referenceItemSchema) }),
    staleTime: 5 * 60_000,
  });

/** Both lists at once, so the dialog opens with its choices and the standard rate picked. */
export const useLineTypes = () => {
  const taxTypes = useQuery(taxTypesQueryOptions());
  const chargeTypes = useQuery(chargeTypesQueryOptions());
  const data: { taxTypes: TaxType[]; chargeTypes: ReferenceItem[] } | undefined =
    taxTypes.data && chargeTypes.data
      ? { taxTypes: taxTypes.data.items, chargeTypes: chargeTypes.data.items }
      : undefined;
  return {
    data,
    isPending: taxTypes.isPending || chargeTypes.isPending,
    isError: taxTypes.isError || chargeTypes.isError,
    error: taxTypes.error ?? chargeTypes.error,
    refetch: () => Promise.all([taxTypes.refetch(), chargeTypes.refetch()]),
  };
};
