import {
  securityCheckSchema,
  type OpenSecurityCheckInput,
  type SignSecurityCheckInput,
} from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';
import { securityCheckKey, securityCheckPath } from './open-security-check';

export const signSecurityCheck = (crewId: number, checkId: number, body: SignSecurityCheckInput) =>
  apiRequest(`${securityCheckPath(crewId, checkId)}/download/signed`, {
    method: 'POST',
    body,
    schema: securityCheckSchema,
  });

export const useSignSecurityCheck = (crewId: number, opened: OpenSecurityCheckInput) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checkId, body }: { checkId: number; body: SignSecurityCheckInput }) =>
      signSecurityCheck(crewId, checkId, body),
    onSuccess: (check) => {
      queryClient.setQueryData(securityCheckKey(crewId, opened), check);
      return queryClient.invalidateQueries({ queryKey: crewKeys.securityChecks(crewId) });
    },
  });
};
