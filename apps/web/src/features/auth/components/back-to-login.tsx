import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export const BackToLogin = () => {
  const { t } = useTranslation('auth');
  return (
    <Group justify="center" mt="lg">
      <Anchor component={Link} to={paths.login.getHref()} size="sm" data-testid="back-to-login">
        <Group gap={6} component="span">
          <IconArrowLeft size={16} />
          {t('backToLogin')}
        </Group>
      </Anchor>
    </Group>
  );
};
