import { documentUploadLimits, projectDocumentCategories } from '@crewhub/shared';
import { Alert, Button, FileInput, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toasts';
import { useDocumentTypes } from '../../api/get-document-types';
import { useUploadProjectDocument } from '../../api/upload-project-document';

const maxMb = documentUploadLimits.maxBytes / 1024 / 1024;

type UploadDocumentModalProps = {
  number: string;
  canSeeCalculations: boolean;
  onClose: () => void;
};

/** A planner adds a file to the project; it waits for approval before clients see it. */
export const UploadDocumentModal = ({
  number,
  canSeeCalculations,
  onClose,
}: UploadDocumentModalProps) => {
  const { t } = useTranslation(['projects', 'common']);
  const types = useDocumentTypes();
  const upload = useUploadProjectDocument(number);
  const [file, setFile] = useState<File | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [documentDate, setDocumentDate] = useState('');
  const [problems, setProblems] = useState<{ file?: string; type?: string; form?: string }>({});

  const categories: readonly string[] = canSeeCalculations
    ? projectDocumentCategories
    : ['general'];
  const typeOptions = (types.data ?? [])
    .filter((type) => categories.includes(type.category))
    .map((type) => ({ value: String(type.id), label: type.name }));

  const submit = () => {
    const next = {
      file: !file
        ? t('documents.upload.fileRequired')
        : file.size > documentUploadLimits.maxBytes
          ? t('documents.upload.tooLarge', { max: maxMb })
          : undefined,
      type: typeId ? undefined : t('documents.upload.typeRequired'),
    };
    setProblems(next);
    if (!file || !typeId || next.file) return;
    upload.mutate(
      {
        file,
        typeId: Number(typeId),
        name: name.trim() || undefined,
        documentDate: documentDate || undefined,
      },
      {
        onSuccess: (document) => {
          toast.success(t('documents.upload.done', { name: document.name }));
          onClose();
        },
        onError: (error) => setProblems({ form: errorText(error) }),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('documents.upload.title')} data-testid="upload-modal">
      <Stack gap="sm">
        <FileInput
          label={t('documents.upload.file')}
          description={t('documents.upload.fileHint', { max: maxMb })}
          placeholder={t('documents.upload.filePlaceholder')}
          leftSection={<IconPaperclip size={16} />}
          accept={[...documentUploadLimits.contentTypes, ...documentUploadLimits.extensions].join(
            ',',
          )}
          value={file}
          onChange={setFile}
          error={problems.file}
          clearable
          required
          data-testid="upload-file"
        />
        <Select
          label={t('documents.upload.type')}
          data={typeOptions}
          value={typeId}
          onChange={setTypeId}
          error={problems.type}
          disabled={types.isPending}
          required
          data-testid="upload-type"
        />
        <TextInput
          label={t('documents.upload.name')}
          placeholder={
            file ? file.name.replace(/\.[^.]+$/, '') : t('documents.upload.namePlaceholder')
          }
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={200}
          data-testid="upload-name"
        />
        <TextInput
          type="date"
          label={t('documents.upload.date')}
          description={t('documents.upload.dateHint')}
          value={documentDate}
          onChange={(event) => setDocumentDate(event.currentTarget.value)}
          data-testid="upload-date"
        />
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t('documents.upload.approval')}
        </Alert>
        {problems.form ? (
          <Alert variant="light" color="red" data-testid="upload-error">
            {problems.form}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button loading={upload.isPending} onClick={submit} data-testid="upload-submit">
            {t('documents.upload.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
