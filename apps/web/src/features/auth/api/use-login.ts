import type { TokenClaims, TokenRequest } from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { startSession } from '@/lib/session';

/** Loads the login call and its checks (zod) with the first attempt, not before the form shows. */
export const loadLogin = () => import('./login');

export const useLogin = ({ onSuccess }: { onSuccess: (claims: TokenClaims) => void }) =>
  useMutation({
    mutationFn: async (request: TokenRequest) => (await loadLogin()).login(request),
    meta: { silent: true },
    onSuccess: ({ claims, ...start }) => {
      startSession(start);
      onSuccess(claims);
    },
  });
