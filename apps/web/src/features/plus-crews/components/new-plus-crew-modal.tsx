import { createPlusCrewInputSchema, plusCrewTypes } from '@crewhub/shared';
import { NumberInput, PasswordInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '@/components/form-modal';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useCreatePlusCrew } from '../api/create-plus-crew';
import { numberOf } from '../lib/number-input';

type Draft = {
  number: string;
  name: string;
  crewType: string;
  memberCount: number | string;
  clientContactName: string;
  clientContactEmail: string;
  guestPassword: string;
};

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

const toInput = (draft: Draft) => ({
  ...draft,
  memberCount: numberOf(draft.memberCount) ?? 0,
  clientContactName: orNull(draft.clientContactName),
  clientContactEmail: orNull(draft.clientContactEmail),
  guestPassword: draft.guestPassword === '' ? null : draft.guestPassword,
});

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
      memberCount: 0,
      clientContactName: '',
      clientContactEmail: '',
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
      <TextInput label={t('settings.name')} required {...form.getInputProps('name')} />
      <Select
        label={t('settings.crewType')}
        data={plusCrewTypes.map((type) => ({ value: type, label: t(`crewTypes.${type}`) }))}
        allowDeselect={false}
        {...form.getInputProps('crewType')}
      />
      <NumberInput
        label={t('settings.memberCount')}
        min={0}
        allowDecimal={false}
        {...form.getInputProps('memberCount')}
      />
      <TextInput
        label={t('settings.clientContactName')}
        {...form.getInputProps('clientContactName')}
      />
      <TextInput
        label={t('settings.clientContactEmail')}
        type="email"
        {...form.getInputProps('clientContactEmail')}
      />
      <PasswordInput
        label={t('settings.guestPassword')}
        autoComplete="new-password"
        {...form.getInputProps('guestPassword')}
      />
    </FormModal>
  );
};
