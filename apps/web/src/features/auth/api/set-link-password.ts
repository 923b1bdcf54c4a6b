import {
  messageResponseSchema,
  type MessageResponse,
  type SetPasswordInput,
} from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** E-mailed links that let a visitor set a password: a reset link or a welcome invitation. */
export type PasswordLinkKind = 'reset' | 'welcome';

const linkPaths: Record<PasswordLinkKind, string> = {
  reset: '/forgottenPassword',
  welcome: '/welcome',
};

/** POST /forgottenPassword/{token} or POST /welcome/{token} with the chosen password. */
export const setLinkPassword = ({
  kind,
  token,
  ...input
}: SetPasswordInput & { kind: PasswordLinkKind; token: string }): Promise<MessageResponse> =>
  apiRequest(`${linkPaths[kind]}/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: input,
    schema: messageResponseSchema,
    auth: null,
  });

export const useSetLinkPassword = () =>
  useMutation({ mutationFn: setLinkPassword, meta: { silent: true } });
