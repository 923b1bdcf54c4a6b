import { CrewChiefDocumentsPage } from '@/features/jobs/components/crew-chief-documents-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(CrewChiefDocumentsPage);
