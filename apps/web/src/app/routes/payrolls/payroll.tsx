import { useParams } from 'react-router';
import { PayrollPage } from '@/features/payrolls/components/payroll-page';

export const Component = () => {
  const { number = '' } = useParams();
  return <PayrollPage number={number} />;
};
