import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The catch-all screen; logged-out visitors are offered the login instead of home. */
export const NotFoundPage = ({ loggedIn }: { loggedIn: boolean }) => {
  const { t } = useTranslation('not-found');
  return (
    <Stack align="center" ta="center" gap="sm" py={48} data-testid="not-found">
      <ThemeIcon size={88} radius={44} variant="light">
        <IconMapSearch size={48} stroke={1.4} />
      </ThemeIcon>
      <Text c="dimmed" fw={700} size="sm" tt="uppercase" lts={2}>
        {t('code')}
      </Text>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('title')}
      </Title>
      <Text c="dimmed" maw={380}>
        {t('text')}
      </Text>
      <Button
        component={Link}
        to={loggedIn ? paths.home.getHref() : paths.login.getHref()}
        mt="md"
        size="md"
      >
        {loggedIn ? t('home') : t('login')}
      </Button>
    </Stack>
  );
};
