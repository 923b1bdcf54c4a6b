import { messageResponseSchema, type ChangePasswordInput } from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** My other sessions end; this one stays logged in. */
export const changePassword = (input: ChangePasswordInput) =>
  apiRequest('/password', { method: 'POST', body: input, schema: messageResponseSchema });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
