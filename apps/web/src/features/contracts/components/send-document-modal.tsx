import { Alert, FileInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-error';
import { serverErrors, uploadFileRule, uploadMaxMb } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useSendContractDocument } from '../api/send-contract-document';
import { useSignedDocumentTypes } from '../api/get-signed-document-types';

type Values = { typeId: string | null; name: string; file: File | null };

/** Only a PDF takes the signatures stamped into its signed copy. */
const pdf = 'application/pdf,.pdf';

/**
 * The office sends the contract to sign: a PDF of a signed paper type, filed among the
 * person's papers; the person signs it on the document screen, as any document to sign.
 */
export const SendDocumentModal = ({
  contractId,
  personName,
  onClose,
}: {
  contractId: number;
  personName: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation('contracts');
  const types = useSignedDocumentTypes();
  const send = useSendContractDocument(contractId);
  const form = useForm<Values>({
    initialValues: { typeId: null, name: '', file: null },
    validate: {
      typeId: (value) => (value ? null : t('send.typeRequired')),
      name: (value) => (value.trim() ? null : t('send.nameRequired')),
      file: uploadFileRule({
        required: t('send.fileRequired'),
        tooLarge: t('send.tooLarge', { max: uploadMaxMb }),
      }),
    },
  });
  const submit = form.onSubmit(({ typeId, name, file }) => {
    // The rules above made sure of both; the check tells TypeScript.
    if (!typeId || !file) return;
    send.mutate(
      { typeId: Number(typeId), name: name.trim(), file },
      {
        onSuccess: () => {
          toast.success(t('send.done', { name: personName }));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) form.setErrors(serverErrors(error.issues));
        },
      },
    );
  });
  return (
    <FormModal
      onClose={onClose}
      title={t('send.title')}
      onSubmit={submit}
      submitting={send.isPending}
      submitLabel={t('send.submit')}
      error={send.error}
      testId="send-contract-document"
      submitTestId="send-contract-document-submit"
    >
      <Select
        label={t('send.type')}
        required
        data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
        nothingFoundMessage={t('send.noTypes')}
        data-testid="send-document-type"
        {...form.getInputProps('typeId')}
      />
      <TextInput
        label={t('send.name')}
        required
        maxLength={200}
        data-testid="send-document-name"
        {...form.getInputProps('name')}
      />
      <FileInput
        label={t('send.file')}
        description={t('send.fileHint', { max: uploadMaxMb })}
        placeholder={t('send.filePlaceholder')}
        leftSection={<IconPaperclip size={16} />}
        accept={pdf}
        clearable
        required
        data-testid="send-document-file"
        {...form.getInputProps('file')}
      />
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        {t('send.signing', { name: personName })}
      </Alert>
    </FormModal>
  );
};
