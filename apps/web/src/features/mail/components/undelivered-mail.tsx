import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMailOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { toast } from '@/lib/toasts';
import { useUndeliveredMail } from '../api/get-undelivered-mail';
import { useRetryMail } from '../api/retry-mail';

/** For the office: mail that could not be delivered after its last try, to send again. */
export const UndeliveredMail = () => {
  const { t } = useTranslation('mail');
  const jobs = useUndeliveredMail();
  const retry = useRetryMail();
  return (
    <SectionCard
      title={t('undelivered.title')}
      icon={IconMailOff}
      color="red"
      testId="undelivered-mail"
    >
      <QueryState query={jobs}>
        {(items) =>
          items.length === 0 ? (
            <Text c="dimmed">{t('undelivered.none')}</Text>
          ) : (
            <Stack gap="sm">
              {items.map((job) => (
                <Group key={job.id} justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={600} lineClamp={1}>
                      {job.subject}
                    </Text>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {job.recipients.join(', ')} ·{' '}
                      {t('undelivered.attempts', { count: job.attempts })}
                      {job.lastError ? ` · ${job.lastError}` : ''}
                    </Text>
                  </Stack>
                  <Button
                    variant="light"
                    size="md"
                    leftSection={<IconRefresh size={18} />}
                    loading={retry.isPending && retry.variables === job.id}
                    onClick={() =>
                      retry.mutate(job.id, {
                        onSuccess: () => toast.success(t('undelivered.retried')),
                      })
                    }
                  >
                    {t('undelivered.retry')}
                  </Button>
                </Group>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </SectionCard>
  );
};
