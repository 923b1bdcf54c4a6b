import { ProjectDocumentsPage } from '@/features/projects/components/documents/project-documents-page';
import { numberScreen } from './project-number';

export const Component = numberScreen(ProjectDocumentsPage);
