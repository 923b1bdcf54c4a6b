import { documentUploadLimits, projectDocumentCategories } from '@crewhub/shared';
import { Alert, FileInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { uploadFileRule, uploadMaxMb } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useDocumentTypes } from '../../api/get-document-types';
import { useUploadProjectDocument } from '../../api/upload-project-document';

type UploadValues = {
  file: File | null;
  typeId: string | null;
  name: string;
  documentDate: string;
};

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
  const form = useForm<UploadValues>({
    initialValues: { file: null, typeId: null, name: '', documentDate: '' },
    validate: {
      file: uploadFileRule({
        required: t('documents.upload.fileRequired'),
        tooLarge: t('documents.upload.tooLarge', { max: uploadMaxMb }),
      }),
      typeId: (typeId) => (typeId ? null : t('documents.upload.typeRequired')),
    },
  });
  const { file } = form.values;

  const categories: readonly string[] = canSeeCalculations
    ? projectDocumentCategories
    : ['general'];
  const typeOptions = (types.data ?? [])
    .filter((type) => categories.includes(type.category))
    .map((type) => ({ value: String(type.id), label: type.name }));

  const submit = form.onSubmit((values) => {
    // The rules above made sure of both; the check tells TypeScript.
    if (!values.file || !values.typeId) return;
    upload.mutate(
      {
        file: values.file,
        typeId: Number(values.typeId),
        name: values.name.trim() || undefined,
        documentDate: values.documentDate || undefined,
      },
      {
        onSuccess: (document) => {
          toast.success(t('documents.upload.done', { name: document.name }));
          onClose();
        },
      },
    );
  });

  return (
    <FormModal
      onClose={onClose}
      title={t('documents.upload.title')}
      onSubmit={submit}
      submitting={upload.isPending}
      submitLabel={t('documents.upload.submit')}
      error={upload.error}
      testId="upload-modal"
      submitTestId="upload-submit"
    >
      <FileInput
        label={t('documents.upload.file')}
        description={t('documents.upload.fileHint', { max: uploadMaxMb })}
        placeholder={t('documents.upload.filePlaceholder')}
        leftSection={<IconPaperclip size={16} />}
        accept={[...documentUploadLimits.contentTypes, ...documentUploadLimits.extensions].join(
          ',',
        )}
        {...form.getInputProps('file')}
        clearable
        required
        data-testid="upload-file"
      />
      <Select
        label={t('documents.upload.type')}
        data={typeOptions}
        {...form.getInputProps('typeId')}
        disabled={types.isPending}
        required
        data-testid="upload-type"
      />
      <TextInput
        label={t('documents.upload.name')}
        placeholder={
          file ? file.name.replace(/\.[^.]+$/, '') : t('documents.upload.namePlaceholder')
        }
        {...form.getInputProps('name')}
        maxLength={200}
        data-testid="upload-name"
      />
      <TextInput
        type="date"
        label={t('documents.upload.date')}
        description={t('documents.upload.dateHint')}
        {...form.getInputProps('documentDate')}
        data-testid="upload-date"
      />
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        {t('documents.upload.approval')}
      </Alert>
    </FormModal>
  );
};
