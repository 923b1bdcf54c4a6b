import type { TokenClaims, TokenRequest } from '@crewhub/shared';
import { useRef, useState } from 'react';
import { startSession } from '@/lib/session';

/** Loads the login call and its checks (zod) with the first attempt, not before the form shows. */
export const loadLogin = () => import('./login');

type LoginState = { isPending: boolean; error: unknown };
const idle: LoginState = { isPending: false, error: null };

/**
 * The login call as a mutation-like hook, without TanStack Query: the lean sign-in page
 * (shell/) renders this form before the query client exists. Like the app's mutations it fails
 * at once offline (errorText words it) and is never retried.
 */
export const useLogin = ({ onSuccess }: { onSuccess: (claims: TokenClaims) => void }) => {
  const [state, setState] = useState<LoginState>(idle);
  // Only the latest attempt may report: a reset (switching the login mode) drops older ones.
  const attempt = useRef(0);

  const mutate = (request: TokenRequest) => {
    const current = ++attempt.current;
    setState({ isPending: true, error: null });
    loadLogin()
      .then(({ login }) => login(request))
      .then(
        ({ claims, ...start }) => {
          if (current !== attempt.current) return;
          startSession(start);
          setState(idle);
          onSuccess(claims);
        },
        (error: unknown) => {
          if (current === attempt.current) setState({ isPending: false, error });
        },
      );
  };

  const reset = () => {
    attempt.current += 1;
    setState(idle);
  };

  return { ...state, mutate, reset };
};
