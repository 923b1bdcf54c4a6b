import { mailboxUserRightsSchema, type MailboxUserRights } from '@crewhub/shared';
import { apiRequest, type RequestOptions } from '@/lib/api-client';

export const getMailboxUserRights = (
  auth?: RequestOptions<MailboxUserRights>['auth'],
): Promise<MailboxUserRights> =>
  apiRequest('/mailboxUserRights', { schema: mailboxUserRightsSchema, auth });
