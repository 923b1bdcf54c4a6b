export type MessageListFilter = { mailboxId: number | null; q: string; page: number };

export const mailKeys = {
  all: ['mail'] as const,
  mailboxes: () => [...mailKeys.all, 'mailboxes'] as const,
  lists: () => [...mailKeys.all, 'list'] as const,
  list: (filter: MessageListFilter) => [...mailKeys.lists(), filter] as const,
  message: (id: number) => [...mailKeys.all, 'message', id] as const,
  undelivered: () => [...mailKeys.all, 'undelivered'] as const,
};
