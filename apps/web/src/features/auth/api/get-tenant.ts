import { tenantSummarySchema, type TenantSummary } from '@crewhub/shared';
import { apiRequest, type RequestOptions } from '@/lib/api-client';

export const getTenant = (auth?: RequestOptions<TenantSummary>['auth']): Promise<TenantSummary> =>
  apiRequest('/tenant', { schema: tenantSummarySchema, auth });
