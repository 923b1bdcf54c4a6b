import { MembershipCrewPage } from '@/features/membership-crews/components/membership-crew-page';
import { useRight } from '@/lib/use-right';
import { idScreen } from '../id-screen';

const MembershipCrew = ({ id }: { id: number }) => (
  <MembershipCrewPage
    id={id}
    canAdd={useRight('crewMemberships', 'CREATE')}
    canRemove={useRight('crewMemberships', 'DELETE')}
    canEdit={useRight('membershipCrews', 'EDIT')}
    canPickCompany={useRight('membershipCrews', 'EDIT', 'ALL')}
  />
);

export const Component = idScreen(MembershipCrew);
