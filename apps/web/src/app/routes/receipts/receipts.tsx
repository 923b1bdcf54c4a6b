import { ReceiptsPage } from '@/features/receipts/components/receipts-page';

export const Component = () => <ReceiptsPage />;
