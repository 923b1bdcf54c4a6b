import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last resort when a page crashes: say so in the user's language and offer a reload. */
export const RouteError = () => {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => console.error(error), [error]);
  return (
    <Center h="100dvh" p="lg" data-testid="route-error">
      <Stack align="center" ta="center" gap="sm" maw={380}>
        <ThemeIcon size={72} radius={36} variant="light" color="orange">
          <IconAlertTriangle size={38} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={22}>
          {t('routeError.title')}
        </Title>
        <Text c="dimmed">{t('routeError.text')}</Text>
        <Button onClick={() => window.location.reload()} mt="sm">
          {t('actions.reload')}
        </Button>
      </Stack>
    </Center>
  );
};
