import { Box, Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { interactionTiming } from '@/config/interaction-timing';
import { useSwipe } from '../hooks/use-swipe';
import { MenuPanel } from './menu-panel';

type SideDrawerProps = {
  opened: boolean;
  onClose: () => void;
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
};

/** The side menu; it closes on the close icon, a pick, the overlay, Escape or a left swipe. */
export const SideDrawer = ({ opened, onClose, header, footer, children }: SideDrawerProps) => {
  const { t } = useTranslation();
  const swipe = useSwipe({ onSwipeLeft: onClose });

  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="left"
      size={320}
      transitionProps={{ duration: interactionTiming.sideMenuTransitionMs }}
    >
      <Drawer.Overlay backgroundOpacity={0.45} blur={2} />
      <Drawer.Content {...swipe} data-testid="side-drawer">
        <Drawer.Header>
          <Drawer.Title style={{ flex: 1, minWidth: 0 }}>{header}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('actions.closeMenu')} data-testid="drawer-close" />
        </Drawer.Header>
        <Drawer.Body p={0}>
          <Box h="calc(100dvh - 72px)">
            <MenuPanel footer={footer}>{children}</MenuPanel>
          </Box>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
};
