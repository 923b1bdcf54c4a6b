import { EmptyState, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { routeIcons } from '@/config/route-icons';
import type { PlaceholderKey } from './route-registry';

/**
 * The page for routes whose screens arrive in later issues: its title and a short,
 * friendly description of what it will show.
 */
export const PlaceholderPage = ({ pageKey }: { pageKey: PlaceholderKey }) => {
  const { t } = useTranslation(['common', 'pages']);
  const PageIcon = routeIcons[pageKey];
  return (
    <Stack gap="lg" data-testid={`page-${pageKey}`}>
      <Title order={2} fz={{ base: 22, sm: 26 }}>
        {t(`common:routes.${pageKey}`)}
      </Title>
      <Paper withBorder py={48} px="lg">
        <EmptyState
          size="lg"
          variant="light"
          icon={<PageIcon size={30} stroke={1.5} />}
          title={t('common:empty.title')}
          description={t(`pages:${pageKey}`)}
          data-testid="empty-state"
        />
      </Paper>
    </Stack>
  );
};
