import { PayrollItemPage } from '@/features/payrolls/components/payroll-item-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(PayrollItemPage);
