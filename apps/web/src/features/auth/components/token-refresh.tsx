import { useTokenRefresh } from '../hooks/use-token-refresh';

/**
 * Keeps a session's token fresh; renders nothing. The root layout loads it once someone is
 * signed in, so the refresh call's schema (zod) stays off the path to the sign-in form.
 */
export const TokenRefresh = () => {
  useTokenRefresh(true);
  return null;
};
