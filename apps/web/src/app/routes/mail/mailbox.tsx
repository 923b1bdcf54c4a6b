import { mailboxesQueryOptions } from '@/features/mail/api/get-mailboxes';
import { MailboxPage } from '@/features/mail/components/mailbox-page';
import { UndeliveredMail } from '@/features/mail/components/undelivered-mail';
import { useSession } from '@/lib/session';
import type { ScreenModule } from '../screen-module';

export const prefetch: ScreenModule['prefetch'] = (queryClient) =>
  queryClient.prefetchQuery(mailboxesQueryOptions());

/** The office also sees the mail that could not be delivered, below its mailboxes. */
export const Component = () => {
  const isOffice =
    useSession()?.claims.loginData.loginTypes.some((type) => type.code === 'office') ?? false;
  return <MailboxPage extra={isOffice ? <UndeliveredMail /> : null} />;
};
