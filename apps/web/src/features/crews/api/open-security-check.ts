import { securityCheckSchema, type OpenSecurityCheckInput } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

/** Opening is idempotent: the same form, date and shift always give the same check. */
export const openSecurityCheck = (crewId: number, input: OpenSecurityCheckInput) =>
  apiRequest(`/projectCrews/${crewId}/securityChecks`, {
    method: 'POST',
    body: input,
    schema: securityCheckSchema,
  });

export const securityCheckKey = (crewId: number, { formId, date, shift }: OpenSecurityCheckInput) =>
  crewKeys.securityCheck(crewId, `${formId}/${date}/${shift}`);

export const securityCheckQueryOptions = (crewId: number, input: OpenSecurityCheckInput) =>
  queryOptions({
    queryKey: securityCheckKey(crewId, input),
    queryFn: () => openSecurityCheck(crewId, input),
    meta: { silent: true },
  });

export const useSecurityCheck = (crewId: number, input: OpenSecurityCheckInput) =>
  useQuery(securityCheckQueryOptions(crewId, input));

export const securityCheckPath = (crewId: number, checkId: number) =>
  `/projectCrews/${crewId}/securityChecks/${checkId}`;
