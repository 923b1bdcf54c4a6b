import { DocumentPage } from '@/features/documents/components/document-page';
import { idScreen } from '../id-screen';

export const Component = idScreen(DocumentPage);
