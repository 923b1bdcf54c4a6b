import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** Pages under /public/ are shared links: no menus, no chrome. */
export const BareLayout = ({ children }: { children: ReactNode }) => (
  <Container size="md" py="lg" data-testid="bare-layout">
    {children}
  </Container>
);
