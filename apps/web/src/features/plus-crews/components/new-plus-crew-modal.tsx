import { createPlusCrewInputSchema } from '@crewhub/shared';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '@/components/form-modal';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useCreatePlusCrew } from '../api/create-plus-crew';
import { PlusCrewFields, plusCrewFieldsInput, type PlusCrewFieldValues } from './plus-crew-fields';

type Draft = PlusCrewFieldValues & { number: string };

const toInput = (draft: Draft) => ({ number: draft.number, ...plusCrewFieldsInput(draft) });

/** A new plus crew (plusCrews EDIT); its settings page opens next for the bonus rule and target. */
export const NewPlusCrewModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('plus-crews');
  const navigate = useNavigate();
  const create = useCreatePlusCrew();
  const form = useForm({
    initialValues: {
      number: '',
      name: '',
      crewType: 'bar',
      memberPersonIds: [],
      clientContactId: null,
      guestPassword: '',
    } as Draft,
    ...zodForm(createPlusCrewInputSchema, { toInput }),
  });
  const submit = form.onSubmit((input) =>
    create.mutate(input, {
      onSuccess: (crew) => {
        toast.success(t('create.done', { name: crew.name }));
        onClose();
        void navigate(paths.plusCrewSettings.getHref({ number: crew.number }));
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverErrors(error.issues));
      },
    }),
  );
  return (
    <FormModal
      onClose={onClose}
      title={t('create.title')}
      onSubmit={submit}
      submitting={create.isPending}
      submitLabel={t('create.submit')}
      error={create.error && !isApiError(create.error) ? create.error : null}
      testId="new-plus-crew"
    >
      <TextInput
        label={t('create.number')}
        description={t('create.numberHint')}
        required
        {...form.getInputProps('number')}
      />
      <PlusCrewFields form={form} />
    </FormModal>
  );
};
