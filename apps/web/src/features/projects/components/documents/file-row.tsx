import { ActionIcon, Group, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconDownload,
  IconFile,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconPhoto,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FileKind } from '../../lib/document-display';

const icons = {
  pdf: IconFileTypePdf,
  image: IconPhoto,
  sheet: IconFileSpreadsheet,
  other: IconFile,
};

type FileRowProps = {
  kind: FileKind;
  title: ReactNode;
  description?: ReactNode;
  /** Status badges and amounts, under the text so long titles keep the width on a phone. */
  extra?: ReactNode;
  downloadLabel: string;
  /** Without it the file cannot be downloaded (yet): no button. */
  onDownload?: () => void;
  downloading?: boolean;
  testId?: string;
};

/** One file in a list: what it is, its state, and a download button. */
export const FileRow = ({
  kind,
  title,
  description,
  extra,
  downloadLabel,
  onDownload,
  downloading,
  testId,
}: FileRowProps) => {
  const KindIcon = icons[kind];
  return (
    <Group wrap="nowrap" gap="sm" py={6} align="flex-start" data-testid={testId}>
      <ThemeIcon variant="light" color="gray" size={36} radius="md">
        <KindIcon size={20} stroke={1.6} />
      </ThemeIcon>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} lineClamp={2}>
          {title}
        </Text>
        {description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {description}
          </Text>
        ) : null}
        {extra ? (
          <Group gap={6} mt={4}>
            {extra}
          </Group>
        ) : null}
      </div>
      {onDownload ? (
        <Tooltip label={downloadLabel}>
          <ActionIcon
            variant="light"
            size="lg"
            aria-label={downloadLabel}
            loading={downloading}
            onClick={onDownload}
            data-testid={testId ? `${testId}-download` : undefined}
          >
            <IconDownload size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
};
