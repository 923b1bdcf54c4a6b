import type { QueryClient } from '@tanstack/react-query';
import { homeQueryOptions } from '@/features/home/api/get-home';
import { HomePage } from '@/features/home/components/home-page';
import { useRight } from '@/lib/use-right';
import { useSession } from '@/lib/session';

export const Component = () => {
  const session = useSession();
  const viewer = {
    personId: session?.claims.loginData.person?.id ?? null,
    canReadProjects: useRight('projects', 'READ'),
  };
  return <HomePage displayName={session?.claims.loginData.displayName ?? ''} viewer={viewer} />;
};

export const prefetch = (queryClient: QueryClient) => queryClient.prefetchQuery(homeQueryOptions);

export const texts = ['home'] as const;
