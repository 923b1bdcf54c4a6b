import { Drawer, ScrollArea, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwipe } from '../hooks/use-swipe';

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
    <Drawer.Root opened={opened} onClose={onClose} position="left" size={320}>
      <Drawer.Overlay backgroundOpacity={0.45} blur={2} />
      <Drawer.Content {...swipe} data-testid="side-drawer">
        <Drawer.Header>
          <Drawer.Title style={{ flex: 1, minWidth: 0 }}>{header}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('actions.closeMenu')} data-testid="drawer-close" />
        </Drawer.Header>
        <Drawer.Body p={0}>
          <Stack gap={0} h="calc(100dvh - 72px)">
            <ScrollArea style={{ flex: 1 }} px="sm" pb="sm">
              {children}
            </ScrollArea>
            <Stack
              gap="sm"
              p="md"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              {footer}
            </Stack>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
};
