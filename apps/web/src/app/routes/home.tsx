import { HomePage } from '@/features/home/components/home-page';
import { useSession } from '@/lib/session';

export const Component = () => {
  const session = useSession();
  return <HomePage displayName={session?.claims.loginData.displayName ?? ''} />;
};
