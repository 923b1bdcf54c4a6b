import { Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingBlocks, QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useDownloadProjectFile } from '../../api/download-project-file';
import { useProjectDocuments } from '../../api/get-project-documents';
import { groupInOrder } from '../../lib/document-display';
import { DocumentList } from './document-list';
import { SectionButton } from './section-button';

type CrewDocumentsSectionProps = { number: string; canReview: boolean };

/** The crew members' own papers (IDs, certificates), per person, and all of them as XLSX. */
export const CrewDocumentsSection = ({ number, canReview }: CrewDocumentsSectionProps) => {
  const { t } = useTranslation('projects');
  const documents = useProjectDocuments(number, 'crewMembersDocuments');
  const exportAll = useDownloadProjectFile(number);
  return (
    <SectionCard
      title={t('documents.crewMembers.title')}
      icon={IconUsers}
      testId="project-crew-documents"
      action={
        <SectionButton
          icon={IconFileSpreadsheet}
          label={t('documents.exportAll')}
          loading={exportAll.isPending}
          onClick={() => exportAll.mutate('crewMembers')}
          testId="download-crewMembers"
        />
      }
    >
      <QueryState query={documents} loading={<LoadingBlocks count={2} height={48} />}>
        {({ items }) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="project-crew-documents-empty">
              {t('documents.crewMembers.empty')}
            </Text>
          ) : (
            groupInOrder(items, (item) => item.personName ?? '').map(([person, papers]) => (
              <div key={person} data-testid="crew-documents-person">
                <Text size="sm" fw={700} mt="xs">
                  {person}
                </Text>
                <DocumentList items={papers} reviewable={canReview} />
              </div>
            ))
          )
        }
      </QueryState>
    </SectionCard>
  );
};
