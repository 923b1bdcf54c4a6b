import { useParams } from 'react-router';
import { PlusCrewSettingsPage } from '@/features/plus-crews/components/plus-crew-settings-page';

export const Component = () => {
  const { number = '' } = useParams();
  return <PlusCrewSettingsPage number={number} />;
};
