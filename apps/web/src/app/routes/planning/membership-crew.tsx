import { MembershipCrewPage } from '@/features/membership-crews/components/membership-crew-page';
import { useRight } from '@/lib/use-right';
import { idScreen } from '../id-screen';

const MembershipCrew = ({ id }: { id: number }) => (
  <MembershipCrewPage
    id={id}
    canAdd={useRight('crewMemberships', 'CREATE')}
    canRemove={useRight('crewMemberships', 'DELETE')}
  />
);

export const Component = idScreen(MembershipCrew);
