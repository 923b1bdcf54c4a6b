import type { DocumentSigning } from '@crewhub/shared';
import { Button, Text } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PdfPreview } from '@/components/pdf-preview';
import { LoadingBlocks, QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useDocumentFile } from '../api/get-document-file';

type StoredFile = NonNullable<DocumentSigning['signedFile']>;

const PdfFile = ({ file, title }: { file: StoredFile; title: string }) => {
  const blob = useDocumentFile(file.url);
  return (
    <QueryState query={blob} loading={<LoadingBlocks count={1} height={48} />}>
      {(data) => <PdfPreview blob={data} title={title} />}
    </QueryState>
  );
};

/** The document itself: the signed copy once anybody signed, else the original. */
export const DocumentFileCard = ({ view }: { view: DocumentSigning }) => {
  const { t } = useTranslation('documents');
  const file = view.signedFile ?? view.document.file;
  return (
    <SectionCard
      title={view.signedFile ? t('file.signedCopy') : t('file.title')}
      icon={IconFileText}
      testId="document-file"
    >
      {file === null ? (
        <Text c="dimmed">{t('file.none')}</Text>
      ) : file.contentType === 'application/pdf' ? (
        <PdfFile file={file} title={view.document.name} />
      ) : (
        <Button
          component="a"
          href={file.url}
          download={file.filename}
          variant="light"
          size="md"
          leftSection={<IconDownload size={18} />}
        >
          {t('file.download')}
        </Button>
      )}
    </SectionCard>
  );
};
