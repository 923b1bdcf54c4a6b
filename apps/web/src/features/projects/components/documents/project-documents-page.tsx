import { Stack, Text } from '@mantine/core';
import { IconBriefcaseOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FoundState } from '@/components/found-state';
import { usePageTitle } from '@/lib/page-title';
import { useProject } from '../../api/get-project';
import { CrewDocumentsSection } from './crew-documents-section';
import { DeliveryNotesSection } from './delivery-notes-section';
import { DocumentsSection } from './documents-section';
import { InvoicesSection } from './invoices-section';
import { ProjectDownloads } from './project-downloads';

/** What the caller's rights allow on this page (the server checks the same). */
export type ProjectDocumentsAccess = {
  /** projectAttachments READ: documents, delivery notes, crew papers. */
  attachments: boolean;
  /** projectAttachments CREATE. */
  upload: boolean;
  /** projectAttachments EDIT for all projects: approve or reject uploads. */
  review: boolean;
  /** invoices READ. */
  invoices: boolean;
  /** projects EDIT: calculations. */
  calculations: boolean;
  /** crews READ ALL: delivery notes before they are signed. */
  openDeliveryNotes: boolean;
};

type ProjectDocumentsPageProps = { number: string; access: ProjectDocumentsAccess };

/** Documents, invoices and delivery notes of a project, plus its document downloads. */
export const ProjectDocumentsPage = ({ number, access }: ProjectDocumentsPageProps) => {
  const { t } = useTranslation(['projects', 'common']);
  const project = useProject(number);
  usePageTitle(project.data ? t('documents.pageTitle', { name: project.data.name }) : null);
  return (
    <FoundState query={project} notFound={t('common:notFound.project')} icon={IconBriefcaseOff}>
      {(data) => (
        <Stack gap="md" data-testid="project-documents-page">
          <Text c="dimmed">{t('documents.intro', { number: data.number })}</Text>
          {access.attachments ? (
            <DocumentsSection
              number={data.number}
              canUpload={access.upload}
              canReview={access.review}
              canSeeCalculations={access.calculations}
            />
          ) : null}
          {access.invoices ? <InvoicesSection number={data.number} /> : null}
          {access.attachments ? (
            <>
              <DeliveryNotesSection
                number={data.number}
                canDownloadOpen={access.openDeliveryNotes}
              />
              <CrewDocumentsSection number={data.number} canReview={access.review} />
              <ProjectDownloads
                number={data.number}
                calculations={access.calculations}
                company={
                  data.companyId !== null && data.companyName !== null
                    ? { id: data.companyId, name: data.companyName, clientMark: data.clientMark }
                    : null
                }
              />
            </>
          ) : null}
        </Stack>
      )}
    </FoundState>
  );
};
