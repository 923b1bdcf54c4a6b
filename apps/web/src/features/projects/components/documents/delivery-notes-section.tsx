import { Badge, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingBlocks, QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useFormat } from '@/lib/format';
import { useDownloadCrewDeliveryNote } from '../../api/download-crew-delivery-note';
import { useDownloadProjectFile } from '../../api/download-project-file';
import { useDownloadSignedFile } from '../../api/download-signed-file';
import { useProjectDeliveryNotes } from '../../api/get-project-delivery-notes';
import { deliveryNoteStateColours } from '../../lib/document-display';
import { FileRow } from './file-row';
import { SectionButton } from './section-button';
import { useShiftName } from '@/lib/shift-name';

type DeliveryNotesSectionProps = {
  number: string;
  /** Planners (crews READ ALL) may also download a note that is not signed yet. */
  canDownloadOpen: boolean;
};

/** One delivery note per crew with its state, the signed copy, and all of them as XLSX. */
export const DeliveryNotesSection = ({ number, canDownloadOpen }: DeliveryNotesSectionProps) => {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const shiftName = useShiftName();
  const notes = useProjectDeliveryNotes(number);
  const signedCopy = useDownloadSignedFile();
  const openNote = useDownloadCrewDeliveryNote();
  const exportAll = useDownloadProjectFile(number);
  return (
    <SectionCard
      title={t('documents.deliveryNotes.title')}
      icon={IconTruckDelivery}
      testId="project-delivery-notes"
      action={
        <SectionButton
          icon={IconFileSpreadsheet}
          label={t('documents.exportAll')}
          loading={exportAll.isPending}
          onClick={() => exportAll.mutate('deliveryNotes')}
          testId="export-delivery-notes"
        />
      }
    >
      <QueryState query={notes} loading={<LoadingBlocks count={2} height={48} />}>
        {(items) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="project-delivery-notes-empty">
              {t('documents.deliveryNotes.empty')}
            </Text>
          ) : (
            items.map((note) => {
              const filename = `delivery-note-${number}-${note.projectCrewId}.pdf`;
              const { fileUrl } = note;
              const onDownload = fileUrl
                ? () => signedCopy(fileUrl, filename)
                : canDownloadOpen
                  ? () => openNote.mutate({ crewId: note.projectCrewId, filename })
                  : undefined;
              return (
                <FileRow
                  key={note.projectCrewId}
                  kind="pdf"
                  title={note.crewName}
                  description={[
                    `${format.day(note.date)} · ${shiftName(note.shift)}`,
                    note.signerName
                      ? t('documents.deliveryNotes.signedBy', { name: note.signerName })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  extra={
                    <Badge color={deliveryNoteStateColours[note.state]} variant="light">
                      {t(`documents.deliveryNotes.state.${note.state}`)}
                    </Badge>
                  }
                  downloadLabel={t('documents.download')}
                  onDownload={onDownload}
                  downloading={
                    openNote.isPending && openNote.variables?.crewId === note.projectCrewId
                  }
                  testId={`delivery-note-${note.projectCrewId}`}
                />
              );
            })
          )
        }
      </QueryState>
    </SectionCard>
  );
};
