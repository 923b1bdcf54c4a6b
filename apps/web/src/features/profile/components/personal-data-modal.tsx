import {
  personalDataFields,
  personalDataInputSchema,
  type PersonalDataField,
  type PersonalDataInput,
  type Profile,
} from '@crewhub/shared';
import { Alert, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useIsPhone } from '@/lib/use-is-phone';
import { useRequestPersonalDataChange } from '../api/request-personal-data-change';
import { countryOptions } from '../lib/place-names';

type Values = Record<PersonalDataField, string>;

/** What the form starts from: a pending value where the field has one, else today's value. */
const startValues = (profile: Profile): Values =>
  Object.fromEntries(
    personalDataFields.map((field) => {
      const pending = profile.changeRequests.find(
        (row) => row.field === field && row.status === 'pending',
      );
      return [field, (pending ? pending.value : profile[field]) ?? ''];
    }),
  ) as Values;

const textInputs = ['firstName', 'lastName', 'street', 'zipcode', 'city', 'phone'] as const;
const autoComplete: Record<(typeof textInputs)[number], string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  street: 'street-address',
  zipcode: 'postal-code',
  city: 'address-level2',
  phone: 'tel',
};

export const PersonalDataModal = ({
  profile,
  onClose,
}: {
  profile: Profile;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation('profile');
  const isPhone = useIsPhone();
  const request = useRequestPersonalDataChange(profile.personId);
  const initial = useMemo(() => startValues(profile), [profile]);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  // Only fields the person touched are sent: the others are no change request.
  const form = useForm({
    initialValues: initial,
    ...zodForm(personalDataInputSchema, {
      toInput: (values: Values) =>
        Object.fromEntries(
          personalDataFields.flatMap((field) =>
            values[field] === initial[field] ? [] : [[field, values[field]]],
          ),
        ),
    }),
  });
  const submit = (input: PersonalDataInput) =>
    request.mutate(input, {
      onSuccess: () => {
        toast.success(t('data.sent'));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverErrors(error.issues));
      },
    });
  const countrySelect = (field: 'country' | 'nationality') => (
    <Select
      label={t(`fields.${field}`)}
      data={countries}
      searchable
      clearable
      {...form.getInputProps(field)}
      onChange={(value) => form.setFieldValue(field, value ?? '')}
      data-testid={`input-${field}`}
    />
  );
  return (
    <FormModal
      title={t('data.editTitle')}
      onClose={onClose}
      onSubmit={form.onSubmit(submit)}
      submitting={request.isPending}
      submitLabel={t('data.send')}
      error={
        request.error && !isApiError(request.error, 'VALIDATION_FAILED') ? request.error : null
      }
      size="lg"
      fullScreen={isPhone}
      testId="personal-data-form"
      submitTestId="personal-data-submit"
    >
      <Alert
        color="blue"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        data-testid="replace-note"
      >
        {t('data.replaceNote')}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {textInputs.map((field) => (
          <TextInput
            key={field}
            label={t(`fields.${field}`)}
            autoComplete={autoComplete[field]}
            {...form.getInputProps(field)}
            data-testid={`input-${field}`}
          />
        ))}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
          data-testid="input-email"
        />
        <TextInput
          label={t('fields.birthday')}
          type="date"
          min="1900-01-01"
          max={new Date().toISOString().slice(0, 10)}
          {...form.getInputProps('birthday')}
          data-testid="input-birthday"
        />
        {countrySelect('country')}
        {countrySelect('nationality')}
      </SimpleGrid>
    </FormModal>
  );
};
