import { CrewChiefJobPage } from '@/features/crews/components/crew-chief-job-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(CrewChiefJobPage);
