import { createStaffContractInputSchema } from '@crewhub/shared';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '@/components/form-modal';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { zodForm } from '@/lib/form-validation';
import { useCreateStaffContract } from '../api/change-staff-contract';
import {
  ContractTermsFields,
  emptyTerms,
  termsFieldOf,
  termsInput,
  termsServerErrors,
  type ContractTermsValues,
} from './contract-terms-fields';
import { PersonField } from './person-field';

type Values = ContractTermsValues & { personId: string };

type NewContractModalProps = {
  onClose: () => void;
  /** The person the contract is for, when the dialog opens from their contracts. */
  person?: { id: number; name: string };
};

/** The office records a contract: who, which kind, the quota and vacation, the period. */
export const NewContractModal = ({ onClose, person }: NewContractModalProps) => {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const create = useCreateStaffContract();
  const initialValues: Values = { ...emptyTerms, personId: person ? String(person.id) : '' };
  const form = useForm({
    initialValues,
    ...zodForm(createStaffContractInputSchema, {
      toInput: (values: Values) => ({
        personId: values.personId === '' ? undefined : Number(values.personId),
        ...termsInput(values),
      }),
      fieldOf: termsFieldOf,
    }),
  });
  return (
    <FormModal
      onClose={onClose}
      title={person ? t('form.newTitleFor', { name: person.name }) : t('form.newTitle')}
      submitLabel={t('form.create')}
      submitting={create.isPending}
      error={create.error}
      testId="new-contract-form"
      submitTestId="contract-create-submit"
      onSubmit={form.onSubmit((input) =>
        create.mutate(input, {
          onSuccess: (contract) => {
            onClose();
            void navigate(paths.contract.getHref({ id: String(contract.id) }));
          },
          onError: (error) => {
            if (isApiError(error)) form.setErrors(termsServerErrors(error.issues));
          },
        }),
      )}
    >
      {person ? (
        <Text size="sm" c="dimmed">
          {t('form.forPerson', { name: person.name })}
        </Text>
      ) : (
        <PersonField
          label={t('form.person')}
          required
          value={form.values.personId}
          error={form.errors.personId}
          onChange={(personId) => form.setFieldValue('personId', personId)}
        />
      )}
      <ContractTermsFields form={form} />
    </FormModal>
  );
};
