// The menu's own styles come with it: the frame's first paint does without them (issue 17).
import '@mantine/core/styles/NavLink.layer.css';
import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { routeIcons } from '@/config/route-icons';
import type { MenuItem } from '../lib/menu-items';

type SideMenuProps = { items: readonly MenuItem[]; onPick: () => void };

const isActive = (href: string, pathname: string) =>
  href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);

export const SideMenu = ({ items, onPick }: SideMenuProps) => {
  const { t } = useTranslation(['common', 'navigation']);
  const { pathname } = useLocation();

  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm" p="md">
        {t('navigation:emptyMenu')}
      </Text>
    );
  }
  return (
    <Stack gap={2} component="nav" aria-label={t('navigation:mainNavigation')}>
      {items.map((item) => {
        const ItemIcon = routeIcons[item.key];
        return (
          <NavLink
            key={item.id}
            component={Link}
            to={item.href}
            onClick={onPick}
            label={item.label ?? t(`common:routes.${item.key}`)}
            leftSection={<ItemIcon size={20} stroke={1.6} />}
            active={isActive(item.href, pathname)}
            variant="light"
            data-testid={`menu-item-${item.id}`}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </Stack>
  );
};
