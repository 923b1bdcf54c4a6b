import { useParams } from 'react-router';
import { InvoicePage } from '@/features/invoices/components/invoice-page';

export const Component = () => {
  const { number = '' } = useParams();
  return <InvoicePage number={number} />;
};
