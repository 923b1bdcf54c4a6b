import type { MobileDocument } from '@crewhub/shared';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

/** Documents with their file behind a signed link; opening it downloads or shows the file. */
export const MobileDocumentList = ({ documents }: { documents: MobileDocument[] }) => {
  const { t } = useTranslation('mobile-documents');
  const format = useFormat();
  return (
    <Stack gap="xs">
      {documents.map((document) => (
        <Paper key={document.id} withBorder p="sm" data-testid="mobile-document">
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <IconFileText size={24} aria-hidden style={{ flexShrink: 0 }} />
            <Stack gap={2}>
              <Anchor href={document.file.url} target="_blank" rel="noopener" fw={600}>
                {document.name}
              </Anchor>
              {document.description ? <Text size="sm">{document.description}</Text> : null}
              <Text size="xs" c="dimmed">
                {[
                  t('published', { date: format.day(document.publishedOn, 'long') }),
                  document.company?.name,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
};
