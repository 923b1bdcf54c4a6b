import { CrewMemberContactPage } from '@/features/crews/components/crew-contact-page';
import { NotFoundPage } from '@/features/not-found/components/not-found-page';
import { useIdParam } from '@/lib/route-params';

/** /crews/{id}/contact-crew-member/{contactId}: the contact id is the member's person id. */
export const Component = () => {
  const id = useIdParam('id');
  const personId = useIdParam('contactId');
  if (id === null || personId === null) return <NotFoundPage loggedIn />;
  return <CrewMemberContactPage id={id} personId={personId} />;
};
