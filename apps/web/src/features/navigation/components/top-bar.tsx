import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft, IconLogout, IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LateTooltip } from '@/components/late-tooltip';

type TopBarProps = {
  title: string;
  showBack: boolean;
  onBack: () => void;
  /** Absent when the menu is always visible (desktop). */
  onOpenMenu?: () => void;
  onLogout: () => void;
};

/** Menu icon, back button, route title and logout. */
export const TopBar = ({ title, showBack, onBack, onOpenMenu, onLogout }: TopBarProps) => {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="sm" gap="xs" wrap="nowrap">
      {onOpenMenu ? (
        <ActionIcon
          variant="subtle"
          color="white"
          size="lg"
          onClick={onOpenMenu}
          aria-label={t('actions.openMenu')}
          data-testid="menu-button"
        >
          <IconMenu2 size={22} />
        </ActionIcon>
      ) : null}
      {showBack ? (
        <ActionIcon
          variant="subtle"
          color="white"
          size="lg"
          onClick={onBack}
          aria-label={t('actions.back')}
          data-testid="back-button"
        >
          <IconArrowLeft size={22} />
        </ActionIcon>
      ) : null}
      <Title order={1} fz={18} fw={600} lineClamp={1} style={{ flex: 1 }} data-testid="page-title">
        {title}
      </Title>
      <LateTooltip label={t('actions.logout')}>
        <ActionIcon
          variant="subtle"
          color="white"
          size="lg"
          onClick={onLogout}
          aria-label={t('actions.logout')}
          data-testid="top-bar-logout"
        >
          <IconLogout size={22} />
        </ActionIcon>
      </LateTooltip>
    </Group>
  );
};
