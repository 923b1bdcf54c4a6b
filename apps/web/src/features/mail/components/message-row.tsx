import type { EmailMessageSummary } from '@crewhub/shared';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';

/** One message in a list: unread ones in bold with a badge, attachments counted. */
export const MessageRow = ({ message }: { message: EmailMessageSummary }) => {
  const { t } = useTranslation('mail');
  const format = useFormat();
  return (
    <li style={{ listStyle: 'none' }}>
      <UnstyledButton
        component={Link}
        to={paths.emailMessage.getHref({ id: String(message.id) })}
        display="block"
        w="100%"
        data-testid={`message-${message.id}`}
      >
        <Paper withBorder p="sm">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={message.read ? 400 : 700} lineClamp={1} style={{ flex: 1, minWidth: 0 }}>
                {message.subject}
              </Text>
              {message.read ? null : (
                <Badge variant="filled" size="sm" style={{ flexShrink: 0 }}>
                  {t('mailbox.unread')}
                </Badge>
              )}
            </Group>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed" lineClamp={1}>
                {message.recipients.join(', ')}
              </Text>
              <Group gap={6} wrap="nowrap">
                {message.attachmentCount > 0 ? (
                  <Group
                    gap={2}
                    wrap="nowrap"
                    aria-label={t('mailbox.attachmentCount', { count: message.attachmentCount })}
                  >
                    <IconPaperclip size={16} aria-hidden />
                    <Text size="sm">{message.attachmentCount}</Text>
                  </Group>
                ) : null}
                <Text size="sm" c="dimmed">
                  {format.moment(message.createdAt)}
                </Text>
              </Group>
            </Group>
          </Stack>
        </Paper>
      </UnstyledButton>
    </li>
  );
};
