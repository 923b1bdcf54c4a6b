import { plusCrewTypes } from '@crewhub/shared';
import { NumberInput, PasswordInput, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** What making a plus crew and its settings share: who the crew is and how guests get in. */
export type PlusCrewFieldValues = {
  name: string;
  crewType: string;
  memberCount: number | string;
  clientContactName: string;
  clientContactEmail: string;
  guestPassword: string;
};

/** The crew's name, type, size, client contact and guest password, for both forms. */
export const PlusCrewFields = <Values extends PlusCrewFieldValues>({
  form,
  guestPasswordHint,
}: {
  form: Pick<UseFormReturnType<Values>, 'getInputProps'>;
  guestPasswordHint?: string;
}) => {
  const { t } = useTranslation('plus-crews');
  return (
    <>
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
        description={guestPasswordHint}
        autoComplete="new-password"
        {...form.getInputProps('guestPassword')}
      />
    </>
  );
};
