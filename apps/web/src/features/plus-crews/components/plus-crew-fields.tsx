import { plusCrewTypes, type PlusCrew } from '@crewhub/shared';
import { PasswordInput, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ClientContactSelect } from './client-contact-select';
import { TeamSelect } from './team-select';

/** What making a plus crew and its settings share: who the crew is and how guests get in. */
export type PlusCrewFieldValues = {
  name: string;
  crewType: string;
  /** Person ids as strings, as Mantine's inputs hold them. */
  memberPersonIds: string[];
  clientContactId: string | null;
  guestPassword: string;
};

/** The form's values as the API takes them (ids as numbers, no password as null). */
export const plusCrewFieldsInput = (values: PlusCrewFieldValues) => ({
  name: values.name,
  crewType: values.crewType,
  memberPersonIds: values.memberPersonIds.map(Number),
  clientContactId: values.clientContactId === null ? null : Number(values.clientContactId),
  guestPassword: values.guestPassword === '' ? null : values.guestPassword,
});

/** The crew's name, type, team, client contact and guest password, for both forms. */
export const PlusCrewFields = <Values extends PlusCrewFieldValues>({
  form,
  crew,
  guestPasswordHint,
}: {
  form: Pick<UseFormReturnType<Values>, 'getInputProps' | 'errors'>;
  /** The saved plus crew whose team and contact the pickers start from; none when new. */
  crew?: PlusCrew;
  guestPasswordHint?: string;
}) => {
  const { t } = useTranslation('plus-crews');
  // The server names the one person it refused (memberPersonIds.2); the picker shows it whole.
  const teamError = Object.entries(form.errors).find(
    ([field]) => field === 'memberPersonIds' || field.startsWith('memberPersonIds.'),
  )?.[1];
  const team = form.getInputProps('memberPersonIds');
  const contact = form.getInputProps('clientContactId');
  return (
    <>
      <TextInput label={t('settings.name')} required {...form.getInputProps('name')} />
      <Select
        label={t('settings.crewType')}
        data={plusCrewTypes.map((type) => ({ value: type, label: t(`crewTypes.${type}`) }))}
        allowDeselect={false}
        {...form.getInputProps('crewType')}
      />
      <TeamSelect
        value={team.value as string[]}
        onChange={team.onChange}
        saved={crew?.members ?? []}
        error={teamError}
      />
      <ClientContactSelect
        value={contact.value as string | null}
        onChange={contact.onChange}
        saved={crew?.clientContact ?? null}
        error={contact.error}
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
