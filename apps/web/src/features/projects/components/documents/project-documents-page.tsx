import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBriefcaseOff,
  IconFileInvoice,
  IconFiles,
  IconShieldCheck,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FoundState } from '@/components/found-state';
import { usePageTitle } from '@/lib/page-title';
import { useProject } from '../../api/get-project';
import { AttachmentSection } from './attachment-section';
import { DeliveryNotesSection } from './delivery-notes-section';
import { DownloadSection } from './download-section';

/** Documents, invoices and delivery notes of a project, plus its document downloads. */
export const ProjectDocumentsPage = ({ number }: { number: string }) => {
  const { t } = useTranslation(['projects', 'common']);
  const project = useProject(number);
  usePageTitle(project.data ? t('documents.pageTitle', { name: project.data.name }) : null);
  return (
    <FoundState query={project} notFound={t('common:notFound.project')} icon={IconBriefcaseOff}>
      {(data) => (
        <Stack gap="md" data-testid="project-documents-page">
          <Text c="dimmed">{t('documents.intro', { number: data.number })}</Text>
          <AttachmentSection number={data.number} kind="documents" icon={IconFiles} />
          <AttachmentSection number={data.number} kind="invoices" icon={IconFileInvoice} />
          <DeliveryNotesSection number={data.number} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DownloadSection number={data.number} kind="crewMembers" icon={IconUsers} />
            <DownloadSection number={data.number} kind="socialSecurity" icon={IconShieldCheck} />
          </SimpleGrid>
        </Stack>
      )}
    </FoundState>
  );
};
