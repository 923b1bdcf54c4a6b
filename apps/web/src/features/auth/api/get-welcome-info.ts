import { welcomeInfoSchema, type WelcomeInfo } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/** GET /welcome/{token}: who the invitation is for. */
export const getWelcomeInfo = (token: string): Promise<WelcomeInfo> =>
  apiRequest(`/welcome/${encodeURIComponent(token)}`, { schema: welcomeInfoSchema, auth: null });

export const welcomeInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.welcome(token),
    queryFn: () => getWelcomeInfo(token),
    // The screen explains an invalid link itself.
    meta: { silent: true },
  });

export const useWelcomeInfo = (token: string) => useQuery(welcomeInfoQueryOptions(token));
