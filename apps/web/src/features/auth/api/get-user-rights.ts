import { userRightsSchema, type UserRights } from '@crewhub/shared';
import { apiRequest, type RequestOptions } from '@/lib/api-client';

export const getUserRights = (auth?: RequestOptions<UserRights>['auth']): Promise<UserRights> =>
  apiRequest('/userRights', { schema: userRightsSchema, auth });
