import {
  companySettingsInputSchema,
  maxPaymentTermDays,
  type CompanySettings,
} from '@crewhub/shared';
import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { languageOptions } from '@/components/language-select';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useSaveCompanySettings } from '../api/save-company-settings';

type SettingsDraft = {
  documentLanguage: string | null;
  clientReferenceRequired: boolean;
  deliveryNoteSignatureRequired: boolean;
  debtorNumber: string;
  vatNumber: string;
  invoiceEmail: string;
  paymentTermDays: number | string;
};

const draftOf = (settings: CompanySettings): SettingsDraft => ({
  documentLanguage: settings.documentLanguage,
  clientReferenceRequired: settings.clientReferenceRequired,
  deliveryNoteSignatureRequired: settings.deliveryNoteSignatureRequired,
  debtorNumber: settings.account?.debtorNumber ?? '',
  vatNumber: settings.account?.vatNumber ?? '',
  invoiceEmail: settings.account?.invoiceEmail ?? '',
  paymentTermDays: settings.account?.paymentTermDays ?? '',
});

/** An emptied field clears the value, so the fallback (company e-mail, …) applies again. */
const textOrNull = (value: string) => value.trim() || null;

const toInput = (draft: SettingsDraft) => ({
  ...draft,
  debtorNumber: textOrNull(draft.debtorNumber),
  vatNumber: textOrNull(draft.vatNumber),
  invoiceEmail: textOrNull(draft.invoiceEmail),
  paymentTermDays: draft.paymentTermDays === '' ? undefined : Number(draft.paymentTermDays),
});

type CompanySettingsModalProps = {
  companyName: string;
  settings: CompanySettings;
  onClose: () => void;
};

/** The office records how it works with a client: papers, invoicing and payment terms. */
export const CompanySettingsModal = ({
  companyName,
  settings,
  onClose,
}: CompanySettingsModalProps) => {
  const { t } = useTranslation('companies');
  const save = useSaveCompanySettings();
  const form = useForm({
    initialValues: draftOf(settings),
    ...zodForm(companySettingsInputSchema, { toInput }),
  });
  const submit = form.onSubmit((input) =>
    save.mutate(
      { companyId: settings.companyId, input },
      {
        onSuccess: () => {
          toast.success(t('edit.saved', { company: companyName }));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) form.setErrors(serverErrors(error.issues));
        },
      },
    ),
  );
  return (
    <FormModal
      onClose={onClose}
      title={t('edit.title', { company: companyName })}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t('edit.save')}
      error={save.error && !isApiError(save.error) ? save.error : null}
      testId="company-settings-form"
      submitTestId="company-settings-save"
    >
      <Select
        label={t('documentLanguage')}
        placeholder={t('tenantDefault')}
        data={languageOptions}
        clearable
        data-testid="company-settings-language"
        {...form.getInputProps('documentLanguage')}
      />
      <Switch
        label={t('clientReferenceRequired')}
        description={t('edit.clientReferenceHint')}
        data-testid="company-settings-reference"
        {...form.getInputProps('clientReferenceRequired', { type: 'checkbox' })}
      />
      <Switch
        label={t('deliveryNoteSignatureRequired')}
        description={t('edit.signatureHint')}
        data-testid="company-settings-signature"
        {...form.getInputProps('deliveryNoteSignatureRequired', { type: 'checkbox' })}
      />
      <TextInput
        label={t('account.debtorNumber')}
        data-testid="company-settings-debtor"
        {...form.getInputProps('debtorNumber')}
      />
      <TextInput
        label={t('account.vatNumber')}
        data-testid="company-settings-vat"
        {...form.getInputProps('vatNumber')}
      />
      <TextInput
        type="email"
        label={t('account.invoiceEmail')}
        description={t('edit.invoiceEmailHint')}
        data-testid="company-settings-email"
        {...form.getInputProps('invoiceEmail')}
      />
      <NumberInput
        label={t('edit.paymentTermDays')}
        min={0}
        max={maxPaymentTermDays}
        allowDecimal={false}
        allowNegative={false}
        data-testid="company-settings-term"
        {...form.getInputProps('paymentTermDays')}
      />
    </FormModal>
  );
};
