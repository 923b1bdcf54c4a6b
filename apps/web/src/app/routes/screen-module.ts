import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** What a lazily loaded route module exports. */
export type ScreenModule = {
  Component: ComponentType;
  /** Starts loading the page's data while its code arrives (STYLE 12). */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
};
