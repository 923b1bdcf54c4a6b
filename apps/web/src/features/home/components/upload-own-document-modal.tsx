import { documentUploadLimits, type DocumentToUpload } from '@crewhub/shared';
import { Alert, FileInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { uploadFileRule, uploadMaxMb } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useUploadOwnDocument } from '../api/upload-own-document';

const accept = [...documentUploadLimits.contentTypes, ...documentUploadLimits.extensions].join(',');

type UploadOwnDocumentModalProps = {
  personId: number;
  paper: DocumentToUpload;
  onClose: () => void;
};

/** The crew member sends a paper the office asked for (or rejected); it awaits approval. */
export const UploadOwnDocumentModal = ({
  personId,
  paper,
  onClose,
}: UploadOwnDocumentModalProps) => {
  const { t } = useTranslation(['home', 'common']);
  const upload = useUploadOwnDocument(personId);
  const form = useForm<{ file: File | null }>({
    initialValues: { file: null },
    validate: {
      file: uploadFileRule({
        required: t('upload.fileRequired'),
        tooLarge: t('upload.tooLarge', { max: uploadMaxMb }),
      }),
    },
  });

  const submit = form.onSubmit(({ file }) => {
    // The rule above made sure of it; the check tells TypeScript.
    if (!file) return;
    upload.mutate(
      { typeId: paper.typeId, file },
      {
        onSuccess: () => {
          toast.success(t('upload.done', { type: paper.typeName }));
          onClose();
        },
      },
    );
  });

  return (
    <FormModal
      onClose={onClose}
      title={t('upload.title', { type: paper.typeName })}
      onSubmit={submit}
      submitting={upload.isPending}
      submitLabel={t('upload.submit')}
      error={upload.error}
      testId="upload-own-document"
      submitTestId="upload-own-submit"
    >
      <Text size="sm">
        {paper.rejected ? t('upload.rejected', { name: paper.rejected.name }) : t('upload.asked')}
      </Text>
      <FileInput
        label={t('upload.file')}
        description={t('upload.fileHint', { max: uploadMaxMb })}
        placeholder={t('upload.filePlaceholder')}
        leftSection={<IconPaperclip size={16} />}
        accept={accept}
        {...form.getInputProps('file')}
        clearable
        required
        size="md"
        data-testid="upload-own-file"
      />
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        {t('upload.approval')}
      </Alert>
    </FormModal>
  );
};
