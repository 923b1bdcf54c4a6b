import { useParams } from 'react-router';
import { ReceiptPage } from '@/features/receipts/components/receipt-page';

export const Component = () => {
  const { number = '' } = useParams();
  return <ReceiptPage number={number} />;
};
