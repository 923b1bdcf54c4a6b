import type { Mailbox } from '@crewhub/shared';
import { Pagination, Select, Stack, TextInput } from '@mantine/core';
import { IconInbox, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { NoResults } from '@/components/no-results';
import { QueryState } from '@/components/query-state';
import { useMailboxes } from '../api/get-mailboxes';
import { messagesPerPage, useEmailMessages } from '../api/get-email-messages';
import type { MessageListFilter } from '../api/mail-keys';
import { MessageRow } from './message-row';

const ownMailbox = 'own';

const MessageList = ({
  filter,
  onPage,
  onClear,
}: {
  filter: MessageListFilter;
  onPage: (page: number) => void;
  onClear: () => void;
}) => {
  const { t } = useTranslation('mail');
  const messages = useEmailMessages(filter);
  return (
    <QueryState query={messages}>
      {({ items, total }) =>
        items.length === 0 && filter.q ? (
          <NoResults onClear={onClear} />
        ) : items.length === 0 ? (
          <FriendlyEmpty
            icon={IconInbox}
            title={t('mailbox.empty.title')}
            description={t('mailbox.empty.text')}
            testId="mailbox-empty"
          />
        ) : (
          <Stack gap="xs">
            <Stack gap="xs" component="ul" p={0} m={0} data-testid="message-list">
              {items.map((message) => (
                <MessageRow key={message.id} message={message} />
              ))}
            </Stack>
            {total > messagesPerPage ? (
              <Pagination
                total={Math.ceil(total / messagesPerPage)}
                value={filter.page}
                onChange={onPage}
                aria-label={t('mailbox.pages')}
              />
            ) : null}
          </Stack>
        )
      }
    </QueryState>
  );
};

const mailboxLabel = (mailbox: Mailbox, own: string) =>
  `${mailbox.id === null ? own : mailbox.name} (${mailbox.unread})`;

/** The caller's mail and the office mailboxes they read: choose one, search and page through. */
export const MailboxPage = ({ extra }: { extra?: ReactNode }) => {
  const { t } = useTranslation('mail');
  const mailboxes = useMailboxes();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const deferredQ = useDeferredValue(q.trim());
  const selected = params.get('mailbox') ?? ownMailbox;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (changes: Record<string, string>) =>
    setParams({ mailbox: selected, q, page: '1', ...changes }, { replace: true });

  return (
    <Stack gap="md" data-testid="mailbox-page">
      <QueryState query={mailboxes}>
        {(boxes) => (
          <Select
            label={t('mailbox.choose')}
            size="md"
            allowDeselect={false}
            value={selected}
            onChange={(value) => update({ mailbox: value ?? ownMailbox })}
            data={boxes.map((mailbox) => ({
              value: mailbox.id === null ? ownMailbox : String(mailbox.id),
              label: mailboxLabel(mailbox, t('mailbox.own')),
            }))}
            data-testid="mailbox-select"
          />
        )}
      </QueryState>
      <TextInput
        type="search"
        size="md"
        label={t('mailbox.search')}
        leftSection={<IconSearch size={18} />}
        value={q}
        onChange={(event) => update({ q: event.currentTarget.value })}
      />
      <MessageList
        filter={{
          mailboxId: selected === ownMailbox ? null : Number(selected),
          q: deferredQ,
          page,
        }}
        onPage={(next) => update({ page: String(next) })}
        onClear={() => update({ q: '' })}
      />
      {extra}
    </Stack>
  );
};
