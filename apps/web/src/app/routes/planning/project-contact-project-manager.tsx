import { ContactProjectManagerPage } from '@/features/projects/components/contact-project-manager-page';
import { numberScreen } from './project-number';

export const Component = numberScreen(ContactProjectManagerPage);
