import { useParams } from 'react-router';
import { PlusCrewDashboardPage } from '@/features/plus-crews/components/plus-crew-dashboard-page';
import { useRight } from '@/lib/use-right';

export const Component = () => {
  const { number = '' } = useParams();
  return <PlusCrewDashboardPage number={number} canEdit={useRight('plusCrews', 'EDIT')} />;
};
