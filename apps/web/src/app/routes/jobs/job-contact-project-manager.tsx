import { ContactProjectManagerPage } from '@/features/jobs/components/contact-project-manager-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(ContactProjectManagerPage);
