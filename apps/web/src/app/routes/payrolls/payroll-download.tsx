import { useParams } from 'react-router';
import { PayslipDownloadPage } from '@/features/payrolls/components/payslip-download-page';

export const Component = () => {
  const { number = '', documentType = '' } = useParams();
  return <PayslipDownloadPage number={number} documentType={documentType} />;
};
