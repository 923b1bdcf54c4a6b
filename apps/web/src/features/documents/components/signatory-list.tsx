import type { DocumentSigning } from '@crewhub/shared';
import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { useFormat } from '@/lib/format';
import { captionColours, captionKey } from '../lib/signing-state';

type Signatory = DocumentSigning['signatories'][number];

const signedAt = (signatory: Signatory) =>
  signatory.statusCaption === 'Signed'
    ? (signatory.signatures
        .map((signature) => signature.signedAt)
        .filter((at): at is string => at !== null)
        .sort()
        .at(-1) ?? null)
    : null;

/** Who signs the document, in order, with their status captions. */
export const SignatoryList = ({ view }: { view: DocumentSigning }) => {
  const { t } = useTranslation('documents');
  const format = useFormat();
  return (
    <SectionCard title={t('signatories.title')} icon={IconUsers} testId="document-signatories">
      {view.signOneByOne ? (
        <Text size="sm" c="dimmed" mb={4}>
          {t('signatories.oneByOne')}
        </Text>
      ) : null}
      <Stack gap="sm">
        {view.signatories.map((signatory, index) => {
          const key = captionKey(signatory.statusCaption);
          const at = signedAt(signatory);
          return (
            <Group
              key={signatory.id}
              wrap="nowrap"
              gap="sm"
              align="flex-start"
              data-testid={`signatory-${signatory.id}`}
            >
              {view.signOneByOne ? (
                <ThemeIcon variant="light" radius="xl" size={28} color="gray">
                  <Text size="sm" fw={600}>
                    {index + 1}
                  </Text>
                </ThemeIcon>
              ) : null}
              <Stack gap={4} miw={0}>
                <Text fw={500}>
                  {signatory.name}
                  {signatory.isMine ? ` (${t('signatories.you')})` : ''}
                </Text>
                <Group gap="xs">
                  <Badge color={captionColours[key]} variant="light" size="md" data-caption={key}>
                    {t(`status.${key}`)}
                  </Badge>
                  {at ? (
                    <Text size="sm" c="dimmed">
                      {t('signatories.signedOn', { date: format.moment(at) })}
                    </Text>
                  ) : null}
                </Group>
              </Stack>
            </Group>
          );
        })}
      </Stack>
    </SectionCard>
  );
};
