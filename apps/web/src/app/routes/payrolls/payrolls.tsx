import { PayrollsPage } from '@/features/payrolls/components/payrolls-page';

export const Component = PayrollsPage;
