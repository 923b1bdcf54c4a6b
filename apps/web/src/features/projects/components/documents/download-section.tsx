import { Button, Text } from '@mantine/core';
import { IconDownload, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';

type DownloadSectionProps = {
  /** Names the test ids: project-<id> and download-<id>. */
  id: string;
  title: string;
  description: string;
  icon: Icon;
  loading: boolean;
  onDownload: () => void;
};

/** A section whose content is one ZIP download (social security papers, calculations, ...). */
export const DownloadSection = ({
  id,
  title,
  description,
  icon,
  loading,
  onDownload,
}: DownloadSectionProps) => {
  const { t } = useTranslation('projects');
  return (
    <SectionCard title={title} icon={icon} testId={`project-${id}`}>
      <Text size="sm" c="dimmed" mb="xs">
        {description}
      </Text>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        loading={loading}
        onClick={onDownload}
        style={{ alignSelf: 'flex-start' }}
        data-testid={`download-${id}`}
      >
        {t('documents.downloadZip')}
      </Button>
    </SectionCard>
  );
};
