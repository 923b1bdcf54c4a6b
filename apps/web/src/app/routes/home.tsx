import type { QueryClient } from '@tanstack/react-query';
import { homeQueryOptions } from '@/features/home/api/get-home';
import { HomePage } from '@/features/home/components/home-page';
import { useSession } from '@/lib/session';

export const Component = () => {
  const session = useSession();
  return <HomePage displayName={session?.claims.loginData.displayName ?? ''} />;
};

export const prefetch = (queryClient: QueryClient) => queryClient.prefetchQuery(homeQueryOptions);
