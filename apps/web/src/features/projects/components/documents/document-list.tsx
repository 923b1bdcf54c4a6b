import type { DocumentItem } from '@crewhub/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { useDownloadSignedFile } from '../../api/download-signed-file';
import { documentStatusColours, fileKindOf, paperDescription } from '../../lib/document-display';
import { DocumentReviewActions } from './document-review-actions';
import { FileRow } from './file-row';

type DocumentListProps = {
  items: DocumentItem[];
  /**
   * Set when the caller reviews uploads (projectAttachments EDIT for all projects): pending
   * rows get Approve and Reject.
   */
  reviewable?: boolean;
  /** Names each row's person or project, for lists that mix owners (the office's queue). */
  showOwner?: boolean;
};

/** Documents with their type, date and approval state; each downloads through its signed link. */
export const DocumentList = ({
  items,
  reviewable = false,
  showOwner = false,
}: DocumentListProps) => {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const download = useDownloadSignedFile();
  return items.map(({ file, ...item }) => (
    <FileRow
      key={item.id}
      kind={fileKindOf(file?.contentType)}
      title={item.name}
      description={[
        showOwner ? (item.personName ?? item.projectNumber) : null,
        paperDescription(format.language, item),
      ]
        .filter(Boolean)
        .join(' · ')}
      extra={
        item.status === 'approved' ? null : (
          <>
            <Badge color={documentStatusColours[item.status]} variant="light">
              {t(`documents.status.${item.status}`)}
            </Badge>
            {reviewable && item.status === 'pending' ? (
              <DocumentReviewActions document={item} />
            ) : null}
          </>
        )
      }
      downloadLabel={t('documents.download')}
      onDownload={file ? () => download(file.url, file.filename) : undefined}
      testId={`document-${item.id}`}
    />
  ));
};
