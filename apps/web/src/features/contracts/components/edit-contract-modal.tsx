import { updateStaffContractInputSchema, type StaffContract } from '@crewhub/shared';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-error';
import { zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useUpdateStaffContract } from '../api/change-staff-contract';
import {
  ContractTermsFields,
  termsFieldOf,
  termsInput,
  termsOf,
  termsServerErrors,
} from './contract-terms-fields';

/**
 * The office changes a contract's terms. The accounts follow by themselves (they are computed);
 * the server logs the change and refuses a period that meets another contract of the person.
 */
export const EditContractModal = ({
  contract,
  onClose,
}: {
  contract: StaffContract;
  onClose: () => void;
}) => {
  const { t } = useTranslation('contracts');
  const update = useUpdateStaffContract(contract.id);
  const form = useForm({
    initialValues: termsOf(contract),
    ...zodForm(updateStaffContractInputSchema, { toInput: termsInput, fieldOf: termsFieldOf }),
  });
  return (
    <FormModal
      onClose={onClose}
      title={t('form.editTitle')}
      submitLabel={t('form.save')}
      submitting={update.isPending}
      error={update.error}
      testId="edit-contract-form"
      submitTestId="contract-edit-submit"
      onSubmit={form.onSubmit((input) =>
        update.mutate(input, {
          onSuccess: () => {
            toast.success(t('form.saved'));
            onClose();
          },
          onError: (error) => {
            if (isApiError(error)) form.setErrors(termsServerErrors(error.issues));
          },
        }),
      )}
    >
      <Text size="sm" c="dimmed">
        {t('form.forPerson', { name: contract.personName })}
      </Text>
      <ContractTermsFields form={form} />
    </FormModal>
  );
};
