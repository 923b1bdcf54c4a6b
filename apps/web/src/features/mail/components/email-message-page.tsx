import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconMailOff, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FoundState } from '@/components/found-state';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useEmailMessage } from '../api/get-email-message';

/**
 * One message. The body is the plain-text part rendered as text, so nothing in a mail can run
 * or load in the app; attachments download through their signed links.
 */
export const EmailMessagePage = ({ id }: { id: number }) => {
  const { t } = useTranslation(['mail', 'common']);
  const format = useFormat();
  const message = useEmailMessage(id);
  return (
    <Stack gap="md" data-testid="email-message-page">
      <Button
        component={Link}
        to={paths.mailbox.getHref()}
        variant="subtle"
        size="md"
        leftSection={<IconArrowLeft size={18} />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('message.back')}
      </Button>
      <FoundState query={message} notFound={t('common:notFound.email')} icon={IconMailOff}>
        {(mail) => (
          <Stack gap="md">
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <Title order={3} fz={{ base: 18, sm: 22 }} mb="sm">
                {mail.subject}
              </Title>
              <Stack gap={2} mb="md">
                <Text size="sm">
                  {t('message.from')}: {mail.sender}
                </Text>
                <Text size="sm">
                  {t('message.to')}: {mail.recipients.join(', ')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('message.sent')}: {format.moment(mail.createdAt)}
                </Text>
              </Stack>
              <Text
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                data-testid="email-body"
              >
                {mail.body}
              </Text>
            </Paper>
            {mail.attachments.length > 0 ? (
              <SectionCard
                title={t('message.attachments')}
                icon={IconPaperclip}
                testId="email-attachments"
              >
                <Stack gap="xs">
                  {mail.attachments.map((attachment) => (
                    <Group key={attachment.id} justify="space-between" wrap="nowrap">
                      <Text lineClamp={1}>{attachment.filename}</Text>
                      <Button
                        component="a"
                        href={attachment.url}
                        download={attachment.filename}
                        variant="light"
                        size="md"
                        leftSection={<IconDownload size={18} />}
                        aria-label={t('message.download', { filename: attachment.filename })}
                      >
                        {t('message.downloadShort')}
                      </Button>
                    </Group>
                  ))}
                </Stack>
              </SectionCard>
            ) : null}
          </Stack>
        )}
      </FoundState>
    </Stack>
  );
};
