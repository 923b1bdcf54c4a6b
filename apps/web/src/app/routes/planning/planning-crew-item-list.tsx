import { PlanningCrewItemListPage } from '@/features/planning-crew-item-list/components/planning-crew-item-list-page';
import { useSession } from '@/lib/session';

export const Component = () => (
  <PlanningCrewItemListPage contactNumber={useSession()?.claims.loginData.contactNumber ?? null} />
);
