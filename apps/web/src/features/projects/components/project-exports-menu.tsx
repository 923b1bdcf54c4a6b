import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownloadProjectFile, type ProjectFileKind } from '../api/download-project-file';

const items: {
  kind: Exclude<ProjectFileKind, 'socialSecurity' | 'calculationDocuments'>;
  pdf?: boolean;
  planners?: boolean;
}[] = [
  { kind: 'report', pdf: true },
  { kind: 'calculationReport', planners: true },
  { kind: 'crewMembers' },
  { kind: 'deliveryNotes' },
];

/** XLSX and PDF downloads of the project. */
export const ProjectExportsMenu = ({ number, canEdit }: { number: string; canEdit: boolean }) => {
  const { t } = useTranslation('projects');
  const download = useDownloadProjectFile(number);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          data-testid="project-exports-button"
        >
          {t('exports.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items
          .filter((item) => canEdit || !item.planners)
          .map(({ kind, pdf }) => (
            <Menu.Item
              key={kind}
              leftSection={pdf ? <IconFileTypePdf size={16} /> : <IconFileSpreadsheet size={16} />}
              onClick={() => download.mutate(kind)}
              data-testid={`export-${kind}`}
            >
              {t(`exports.${kind}`)}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
};
