import { companySettingsSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyKeys } from './company-keys';

/**
 * GET /companies/{id}/settings with the accounting record; the server leaves the account out
 * for callers without invoices READ.
 */
export const companySettingsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyKeys.settings(id),
    queryFn: () =>
      apiRequest(`/companies/${id}/settings?expand=account`, { schema: companySettingsSchema }),
  });

export const useCompanySettings = (id: number) => useQuery(companySettingsQueryOptions(id));
