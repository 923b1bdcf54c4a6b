import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TopMenu } from '@/features/navigation/components/top-menu';
import { topMenuItems, topMenuPadding } from '@/features/navigation/lib/top-menu';

/** Embedded frame (iframe or `theme` query): a fixed top menu and the page below it. */
export const TopMenuLayout = ({ children }: { children: ReactNode }) => {
  const { search } = useLocation();
  const items = topMenuItems(new URLSearchParams(search).get('theme'));
  return (
    <Box mih="100dvh" bg="var(--ch-light-bg)" style={{ paddingTop: topMenuPadding(items.length) }}>
      <Box pos="fixed" top={0} left={0} right={0} style={{ zIndex: 100 }}>
        <TopMenu items={items} />
      </Box>
      <Container size="md" py="lg">
        {children}
      </Container>
    </Box>
  );
};
