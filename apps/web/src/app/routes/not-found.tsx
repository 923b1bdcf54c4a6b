import { NotFoundPage } from '@/features/not-found/components/not-found-page';
import { useSession } from '@/lib/session';

export const Component = () => <NotFoundPage loggedIn={useSession() !== null} />;
