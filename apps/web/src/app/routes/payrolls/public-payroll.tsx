import { useParams } from 'react-router';
import { PublicPayrollPage } from '@/features/payrolls/components/public-payrolls';

export const Component = () => {
  const { number = '' } = useParams();
  return <PublicPayrollPage number={number} />;
};
