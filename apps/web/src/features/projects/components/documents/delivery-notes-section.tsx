import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useFormat } from '@/lib/format';
import { useDownloadCrewDeliveryNote } from '../../api/download-crew-delivery-note';
import { useDownloadProjectFile } from '../../api/download-project-file';
import { useProjectCrews } from '../../api/get-project-planning';

/** One delivery note per crew (PDF), and all of them as one spreadsheet. */
export const DeliveryNotesSection = ({ number }: { number: string }) => {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const crews = useProjectCrews(number);
  const note = useDownloadCrewDeliveryNote();
  const exportAll = useDownloadProjectFile(number);
  return (
    <SectionCard
      title={t('documents.deliveryNotes.title')}
      icon={IconTruckDelivery}
      testId="project-delivery-notes"
      action={
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} />}
          loading={exportAll.isPending}
          onClick={() => exportAll.mutate('deliveryNotes')}
          data-testid="export-delivery-notes"
        >
          {t('documents.exportAll')}
        </Button>
      }
    >
      <QueryState query={crews}>
        {(items) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="project-delivery-notes-empty">
              {t('documents.deliveryNotes.empty')}
            </Text>
          ) : (
            items.map((crew) => (
              <Group
                key={crew.id}
                justify="space-between"
                wrap="nowrap"
                py={6}
                data-testid={`delivery-note-${crew.id}`}
              >
                <div style={{ minWidth: 0 }}>
                  <Text fw={500} truncate>
                    {crew.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {format.day(crew.date)} · {crew.shift}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  loading={note.isPending && note.variables?.crewId === crew.id}
                  onClick={() =>
                    note.mutate({
                      crewId: crew.id,
                      filename: `delivery-note-${number}-${crew.id}.pdf`,
                    })
                  }
                >
                  {t('documents.download')}
                </Button>
              </Group>
            ))
          )
        }
      </QueryState>
    </SectionCard>
  );
};
