import { sentResultSchema, type OpenSecurityCheckInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';
import { securityCheckKey, securityCheckPath } from './open-security-check';

/** E-mails the signed check to the contact on site. */
export const sendSecurityCheck = (crewId: number, checkId: number) =>
  apiRequest(`${securityCheckPath(crewId, checkId)}/signed/send`, {
    method: 'POST',
    schema: sentResultSchema,
  });

export const useSendSecurityCheck = (crewId: number, opened: OpenSecurityCheckInput) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkId: number) => sendSecurityCheck(crewId, checkId),
    onSuccess: () =>
      Promise.all(
        [securityCheckKey(crewId, opened), crewKeys.securityChecks(crewId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
