import { useParams } from 'react-router';
import { ProjectDocumentsPage } from '@/features/projects/components/documents/project-documents-page';
import { useRight } from '@/lib/use-right';

export const Component = () => {
  const { number = '' } = useParams();
  const access = {
    attachments: useRight('projectAttachments', 'READ'),
    upload: useRight('projectAttachments', 'CREATE'),
    review: useRight('projectAttachments', 'EDIT', 'ALL'),
    invoices: useRight('invoices', 'READ'),
    calculations: useRight('projects', 'EDIT'),
    openDeliveryNotes: useRight('crews', 'READ', 'ALL'),
  };
  return <ProjectDocumentsPage number={number} access={access} />;
};
