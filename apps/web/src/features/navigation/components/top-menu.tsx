import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths, type PathKey } from '@/config/paths';
import { routeIcons } from '@/config/route-icons';
import { kebabCase } from '../lib/menu-items';
import classes from './top-menu.module.css';

/**
 * The slim menu for embedded use (iframe or `theme` query). Links carry the `theme` query
 * along so the embedding look survives navigation.
 */
export const TopMenu = ({ items }: { items: readonly PathKey[] }) => {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const theme = new URLSearchParams(search).get('theme');
  const suffix = theme ? `?${new URLSearchParams({ theme })}` : '';
  return (
    <Group component="nav" gap={4} px="sm" className={classes.menu} data-testid="top-menu">
      {items.map((key) => {
        const ItemIcon = routeIcons[key];
        return (
          <UnstyledButton
            key={key}
            component={Link}
            to={`${paths[key].path}${suffix}`}
            className={classes.item}
            data-active={pathname === paths[key].path || undefined}
            data-testid={`top-menu-item-${kebabCase(key)}`}
          >
            <ItemIcon size={18} stroke={1.7} />
            {t(`routes.${key}`)}
          </UnstyledButton>
        );
      })}
    </Group>
  );
};
