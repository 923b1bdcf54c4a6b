import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBriefcaseOff, IconCalculator, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FoundState } from '@/components/found-state';
import { usePageTitle } from '@/lib/page-title';
import { useProject } from '../../api/get-project';
import { CrewDocumentsSection } from './crew-documents-section';
import { DeliveryNotesSection } from './delivery-notes-section';
import { DocumentsSection } from './documents-section';
import { DownloadSection } from './download-section';
import { InvoicesSection } from './invoices-section';

/** What the caller's rights allow on this page (the server checks the same). */
export type ProjectDocumentsAccess = {
  /** projectAttachments READ: documents, delivery notes, crew papers. */
  attachments: boolean;
  /** projectAttachments CREATE. */
  upload: boolean;
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
              <CrewDocumentsSection number={data.number} />
              <SimpleGrid cols={{ base: 1, sm: access.calculations ? 2 : 1 }} spacing="md">
                <DownloadSection
                  number={data.number}
                  kind="socialSecurity"
                  icon={IconShieldCheck}
                />
                {access.calculations ? (
                  <DownloadSection
                    number={data.number}
                    kind="calculationDocuments"
                    icon={IconCalculator}
                  />
                ) : null}
              </SimpleGrid>
            </>
          ) : null}
        </Stack>
      )}
    </FoundState>
  );
};
