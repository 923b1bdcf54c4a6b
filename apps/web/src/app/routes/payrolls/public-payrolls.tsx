import { PublicPayrollsPage } from '@/features/payrolls/components/public-payrolls';

export const Component = PublicPayrollsPage;
