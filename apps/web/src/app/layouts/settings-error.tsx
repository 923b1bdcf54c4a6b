import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

type SettingsErrorProps = { error: unknown; onRetry: () => void };

/** Without tenant settings nothing can render; say why and offer a retry, never a blank page. */
export const SettingsError = ({ error, onRetry }: SettingsErrorProps) => {
  const { t } = useTranslation();
  // An answer from the server (e.g. an unknown company address) says more than "no connection".
  const text =
    isApiError(error) && error.kind === 'http' ? errorText(error) : t('settingsError.text');
  return (
    <Center h="100dvh" p="lg" data-testid="settings-error">
      <Stack align="center" ta="center" gap="sm" maw={360}>
        <ThemeIcon size={72} radius={36} variant="light" color="gray">
          <IconCloudOff size={38} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={22}>
          {t('settingsError.title')}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button onClick={onRetry} mt="sm">
          {t('actions.retry')}
        </Button>
      </Stack>
    </Center>
  );
};
