import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useUnsubscribe } from '../api/unsubscribe';

/** The page behind a mail's unsubscribe link: it asks first, so a link preview unsubscribes nobody. */
export const UnsubscribePage = ({ token }: { token: string }) => {
  const { t } = useTranslation('mail');
  const unsubscribe = useUnsubscribe(token);
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      maw={520}
      mx="auto"
      data-testid="unsubscribe-page"
    >
      <Stack gap="md">
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {t('unsubscribe.title')}
        </Title>
        {unsubscribe.isSuccess ? (
          <Alert color="green" icon={<IconCircleCheck size={20} />} data-testid="unsubscribed">
            {t('unsubscribe.done', { category: t(`categories.${unsubscribe.data.category}`) })}
          </Alert>
        ) : (
          <>
            <Text>{t('unsubscribe.text')}</Text>
            {unsubscribe.isError ? (
              <Alert color="red" role="alert">
                {errorText(unsubscribe.error)}
              </Alert>
            ) : null}
            <Button
              size="md"
              leftSection={<IconMailOff size={18} />}
              loading={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate()}
            >
              {t('unsubscribe.confirm')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
};
