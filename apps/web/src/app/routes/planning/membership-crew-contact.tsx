import { MembershipContactPage } from '@/features/membership-crews/components/membership-contact-page';
import { NotFoundPage } from '@/features/not-found/components/not-found-page';
import { useIdParam } from '@/lib/route-params';

export const Component = () => {
  const crewId = useIdParam('id');
  const personId = useIdParam('personId');
  return crewId === null || personId === null ? (
    <NotFoundPage loggedIn />
  ) : (
    <MembershipContactPage crewId={crewId} personId={personId} />
  );
};
