import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Namespace } from '@/lib/i18n';

/** What a lazily loaded route module exports. */
export type ScreenModule = {
  Component: ComponentType;
  /** Starts loading the page's data while its code arrives (STYLE 12). */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
  /** The page's texts, loaded with its code when it is the first page (issue 17). */
  texts?: readonly Namespace[];
};
