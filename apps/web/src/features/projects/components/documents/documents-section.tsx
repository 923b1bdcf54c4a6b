import { Text } from '@mantine/core';
import { IconFiles, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlocks, QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useProjectDocuments } from '../../api/get-project-documents';
import { DocumentList } from './document-list';
import { SectionButton } from './section-button';
import { UploadDocumentModal } from './upload-document-modal';

type DocumentsSectionProps = {
  number: string;
  canUpload: boolean;
  canReview: boolean;
  canSeeCalculations: boolean;
};

/** The project's own documents (briefings, site maps, calculations), newest first. */
export const DocumentsSection = ({
  number,
  canUpload,
  canReview,
  canSeeCalculations,
}: DocumentsSectionProps) => {
  const { t } = useTranslation('projects');
  const documents = useProjectDocuments(number, 'documents');
  const [uploading, setUploading] = useState(false);
  return (
    <SectionCard
      title={t('documents.documents.title')}
      icon={IconFiles}
      testId="project-documents"
      action={
        canUpload ? (
          <SectionButton
            icon={IconUpload}
            label={t('documents.upload.button')}
            onClick={() => setUploading(true)}
            testId="upload-document"
          />
        ) : null
      }
    >
      <QueryState query={documents} loading={<LoadingBlocks count={2} height={48} />}>
        {({ items }) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="project-documents-empty">
              {t('documents.documents.empty')}
            </Text>
          ) : (
            <DocumentList items={items} reviewable={canReview} />
          )
        }
      </QueryState>
      {uploading ? (
        <UploadDocumentModal
          number={number}
          canSeeCalculations={canSeeCalculations}
          onClose={() => setUploading(false)}
        />
      ) : null}
    </SectionCard>
  );
};
