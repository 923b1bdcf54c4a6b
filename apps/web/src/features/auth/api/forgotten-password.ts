import {
  messageResponseSchema,
  type ForgottenPasswordRequest,
  type MessageResponse,
} from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /forgottenPassword: with only an e-mail the server mails a reset link; with the
 * current and a new password it renews a known password (/renew-password).
 */
export const postForgottenPassword = (input: ForgottenPasswordRequest): Promise<MessageResponse> =>
  apiRequest('/forgottenPassword', {
    method: 'POST',
    body: input,
    schema: messageResponseSchema,
    auth: null,
  });

export const useForgottenPassword = () =>
  useMutation({ mutationFn: postForgottenPassword, meta: { silent: true } });
