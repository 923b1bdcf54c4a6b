import { tokenResponseSchema } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /auth/refresh: a fresh token for the current session. */
export const refreshToken = async (): Promise<string> =>
  (await apiRequest('/auth/refresh', { schema: tokenResponseSchema })).token;
