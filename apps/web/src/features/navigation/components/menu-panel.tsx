import { ScrollArea, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

type MenuPanelProps = { footer: ReactNode; children: ReactNode };

/** The scrolling menu with its fixed footer, shared by the phone drawer and the desktop navbar. */
export const MenuPanel = ({ footer, children }: MenuPanelProps) => (
  <Stack gap={0} h="100%" mih={0}>
    <ScrollArea style={{ flex: 1 }} px="sm" pb="sm">
      {children}
    </ScrollArea>
    <Stack gap="sm" p="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {footer}
    </Stack>
  </Stack>
);
