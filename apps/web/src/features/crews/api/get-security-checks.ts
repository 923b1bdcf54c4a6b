import { securityCheckSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

/** The crew's security checks so far, per form, date and shift. */
export const getSecurityChecks = (crewId: number) =>
  apiRequest(`/projectCrews/${crewId}/securityChecks`, { schema: z.array(securityCheckSchema) });

export const securityChecksQueryOptions = (crewId: number) =>
  queryOptions({
    queryKey: crewKeys.securityChecks(crewId),
    queryFn: () => getSecurityChecks(crewId),
    meta: { silent: true },
  });

export const useSecurityChecks = (crewId: number, enabled = true) =>
  useQuery({ ...securityChecksQueryOptions(crewId), enabled });
