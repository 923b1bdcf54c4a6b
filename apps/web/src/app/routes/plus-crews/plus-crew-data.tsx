import { useParams } from 'react-router';
import { PlusCrewDataPage } from '@/features/plus-crews/components/plus-crew-data-page';

export const Component = () => {
  const { number = '' } = useParams();
  return <PlusCrewDataPage number={number} />;
};
