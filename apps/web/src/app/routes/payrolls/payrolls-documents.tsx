import { PayrollDocumentsPage } from '@/features/payrolls/components/payroll-documents-page';

export const Component = PayrollDocumentsPage;
