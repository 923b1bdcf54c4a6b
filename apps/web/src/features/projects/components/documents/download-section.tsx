import { Button, Text } from '@mantine/core';
import { IconDownload, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { useDownloadProjectFile, type ProjectFileKind } from '../../api/download-project-file';

type DownloadSectionProps = {
  number: string;
  kind: Extract<ProjectFileKind, 'socialSecurity' | 'calculationDocuments'>;
  icon: Icon;
};

/** A section whose content is one download (social security papers, calculation documents). */
export const DownloadSection = ({ number, kind, icon }: DownloadSectionProps) => {
  const { t } = useTranslation('projects');
  const download = useDownloadProjectFile(number);
  return (
    <SectionCard title={t(`documents.${kind}.title`)} icon={icon} testId={`project-${kind}`}>
      <Text size="sm" c="dimmed" mb="xs">
        {t(`documents.${kind}.description`)}
      </Text>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        loading={download.isPending}
        onClick={() => download.mutate(kind)}
        style={{ alignSelf: 'flex-start' }}
        data-testid={`download-${kind}`}
      >
        {t('documents.downloadZip')}
      </Button>
    </SectionCard>
  );
};
