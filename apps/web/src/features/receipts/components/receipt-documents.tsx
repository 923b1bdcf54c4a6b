import type { ReceiptDetail } from '@crewhub/shared';
import { Anchor, FileButton, Button, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileText, IconPhotoUp, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toasts';
import { useUploadReceiptDocument } from '../api/upload-receipt-document';

/** The photos or PDFs of the paper receipt; its person adds them while it is a draft. */
export const ReceiptDocuments = ({ receipt }: { receipt: ReceiptDetail }) => {
  const { t } = useTranslation('receipts');
  const upload = useUploadReceiptDocument(receipt.number);
  const add = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(t('documents.added')),
      onError: (error) => toast.error(errorText(error)),
    });
  };
  return (
    <SectionCard title={t('documents.title')} icon={IconPaperclip} testId="receipt-documents">
      <Stack gap="sm">
        {receipt.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('documents.none')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {receipt.documents.map((document) => (
              <Anchor key={document.id} href={document.url} target="_blank" rel="noreferrer">
                {document.contentType.startsWith('image/') ? (
                  <Image
                    src={document.url}
                    alt={t('documents.photoAlt', { name: document.filename })}
                    radius="sm"
                    h={120}
                    fit="cover"
                  />
                ) : (
                  <Text size="sm">
                    <IconFileText size={16} /> {document.filename}
                  </Text>
                )}
              </Anchor>
            ))}
          </SimpleGrid>
        )}
        {receipt.actions.edit ? (
          <FileButton onChange={add} accept="image/jpeg,image/png,image/webp,application/pdf">
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="md"
                leftSection={<IconPhotoUp size={18} />}
                loading={upload.isPending}
                data-testid="receipt-upload"
              >
                {t('documents.add')}
              </Button>
            )}
          </FileButton>
        ) : null}
      </Stack>
    </SectionCard>
  );
};
