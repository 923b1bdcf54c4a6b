import { ContractPage } from '@/features/contracts/components/contract-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(ContractPage);
