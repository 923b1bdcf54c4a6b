import { documentUploadLimits, type DocumentToUpload } from '@crewhub/shared';
import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toasts';
import { useUploadOwnDocument } from '../api/upload-own-document';

const maxMb = documentUploadLimits.maxBytes / 1024 / 1024;
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
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ file?: string; form?: string }>({});

  const submit = () => {
    const fileProblem = !file
      ? t('upload.fileRequired')
      : file.size > documentUploadLimits.maxBytes
        ? t('upload.tooLarge', { max: maxMb })
        : undefined;
    setProblem({ file: fileProblem });
    if (!file || fileProblem) return;
    upload.mutate(
      { typeId: paper.typeId, file },
      {
        onSuccess: () => {
          toast.success(t('upload.done', { type: paper.typeName }));
          onClose();
        },
        onError: (error) => setProblem({ form: errorText(error) }),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('upload.title', { type: paper.typeName })}
      data-testid="upload-own-document"
    >
      <Stack gap="sm">
        <Text size="sm">
          {paper.rejected ? t('upload.rejected', { name: paper.rejected.name }) : t('upload.asked')}
        </Text>
        <FileInput
          label={t('upload.file')}
          description={t('upload.fileHint', { max: maxMb })}
          placeholder={t('upload.filePlaceholder')}
          leftSection={<IconPaperclip size={16} />}
          accept={accept}
          value={file}
          onChange={setFile}
          error={problem.file}
          clearable
          required
          size="md"
          data-testid="upload-own-file"
        />
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t('upload.approval')}
        </Alert>
        {problem.form ? (
          <Alert variant="light" color="red" data-testid="upload-own-error">
            {problem.form}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            size="md"
            loading={upload.isPending}
            onClick={submit}
            data-testid="upload-own-submit"
          >
            {t('upload.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
