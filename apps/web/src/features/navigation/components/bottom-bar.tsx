import { UnstyledButton, Text } from '@mantine/core';
import { IconDots, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { dailyRouteIcons } from '@/config/daily-route-icons';
import { bottomBarSlots, type BottomBarKey } from '../lib/bottom-bar';
import { kebabCase } from '../lib/menu-items';
import classes from './bottom-bar.module.css';

type BottomBarProps = { items: readonly BottomBarKey[]; onOpenMenu: () => void };

const Slot = ({ icon: SlotIcon, label }: { icon: Icon; label: ReactNode }) => (
  <>
    <SlotIcon size={22} stroke={1.7} aria-hidden />
    <Text span size="xs" className={classes.label}>
      {label}
    </Text>
  </>
);

/** Icon shortcuts at the bottom; one slot more than it shows, used to open the menu. */
export const BottomBar = ({ items, onOpenMenu }: BottomBarProps) => {
  const { t } = useTranslation(['common', 'navigation']);
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('navigation:quickNavigation')}
      className={classes.bar}
      style={{ gridTemplateColumns: `repeat(${bottomBarSlots(items.length)}, minmax(0, 1fr))` }}
      data-testid="bottom-bar"
    >
      {items.map((key) => (
        <UnstyledButton
          key={key}
          component={Link}
          to={paths[key].path}
          className={classes.item}
          data-active={pathname === paths[key].path || undefined}
          aria-current={pathname === paths[key].path ? 'page' : undefined}
          data-testid={`bottom-item-${kebabCase(key)}`}
        >
          <Slot icon={dailyRouteIcons[key]} label={t(`navigation:short.${key}`)} />
        </UnstyledButton>
      ))}
      <UnstyledButton className={classes.item} onClick={onOpenMenu} data-testid="bottom-item-more">
        <Slot icon={IconDots} label={t('navigation:more')} />
      </UnstyledButton>
    </nav>
  );
};
