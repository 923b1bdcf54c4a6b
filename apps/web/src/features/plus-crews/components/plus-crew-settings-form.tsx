import {
  plusCrewTargetModes,
  updatePlusCrewInputSchema,
  type PlusCrew,
  type PlusCrewValue,
  type UpdatePlusCrewInput,
  type UpdatePlusCrewValueInput,
} from '@crewhub/shared';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form-error';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useUpdatePlusCrew } from '../api/update-plus-crew';
import { useUpdatePlusCrewValues } from '../api/update-plus-crew-value';
import { numberOf } from '../lib/number-input';
import { PlusCrewFields, plusCrewFieldsInput, type PlusCrewFieldValues } from './plus-crew-fields';

type Values = PlusCrewFieldValues & {
  tracked: Record<string, boolean>;
  bonusSharePercent: number | string;
  targetMode: string;
  targetAmount: number | string;
};

/** The value settings as the API takes them: the bonus rule on Team Bonus, the target on Target. */
const valueChanges = (values: PlusCrewValue[], form: Values) =>
  values.map((value): { id: number; input: UpdatePlusCrewValueInput } => {
    const input: UpdatePlusCrewValueInput = { tracked: form.tracked[value.valueTypeCode] ?? true };
    if (value.valueTypeCode === 'teamBonus') {
      const percent = numberOf(form.bonusSharePercent);
      input.bonusShareBasisPoints = percent === null ? null : Math.round(percent * 100);
    }
    if (value.valueTypeCode === 'targetTurnover') {
      const amount = numberOf(form.targetAmount);
      input.targetMode = form.targetMode as UpdatePlusCrewValueInput['targetMode'];
      input.targetAmountCents = amount === null ? null : Math.round(amount * 100);
    }
    return { id: value.id, input };
  });

/** /plus-crews/{number}/settings: the plus crew, its tracked value types, bonus rule and target. */
export const PlusCrewSettingsForm = ({
  crew,
  values,
}: {
  crew: PlusCrew;
  values: PlusCrewValue[];
}) => {
  const { t } = useTranslation('plus-crews');
  const updateCrew = useUpdatePlusCrew(crew.number);
  const updateValues = useUpdatePlusCrewValues(crew.id);
  const bonus = values.find((value) => value.valueTypeCode === 'teamBonus');
  const target = values.find((value) => value.valueTypeCode === 'targetTurnover');
  const initialValues: Values = {
    name: crew.name,
    crewType: crew.crewType,
    memberPersonIds: crew.members.map((member) => String(member.personId)),
    clientContactId: crew.clientContact ? String(crew.clientContact.id) : null,
    guestPassword: '',
    tracked: Object.fromEntries(values.map((value) => [value.valueTypeCode, value.tracked])),
    bonusSharePercent:
      bonus?.bonusShareBasisPoints == null ? '' : bonus.bonusShareBasisPoints / 100,
    targetMode: target?.targetMode ?? 'perDay',
    targetAmount: target?.targetAmountCents == null ? '' : target.targetAmountCents / 100,
  };
  const form = useForm({
    initialValues,
    ...zodForm(updatePlusCrewInputSchema, { toInput: plusCrewFieldsInput }),
  });
  const save = async (input: UpdatePlusCrewInput) => {
    await updateCrew.mutateAsync(input);
    await updateValues.mutateAsync(valueChanges(values, form.values));
    form.setFieldValue('guestPassword', '');
    toast.success(t('settings.saved'));
  };
  // A refused team member or contact is marked on its field; FormError says the rest.
  const showOnFields = (error: unknown) => {
    if (isApiError(error)) form.setErrors(serverErrors(error.issues));
  };
  return (
    <form
      onSubmit={form.onSubmit((input) => void save(input).catch(showOnFields))}
      noValidate
      data-testid="plus-crew-settings"
    >
      <Stack gap="md">
        <Fieldset legend={t('settings.crew')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PlusCrewFields
              form={form}
              crew={crew}
              guestPasswordHint={t(
                crew.hasGuestPassword ? 'settings.guestPasswordSet' : 'settings.guestPasswordNone',
              )}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('settings.tracked')}>
          <Group gap="lg">
            {values.map((value) => (
              <Checkbox
                key={value.id}
                label={t(`valueTypes.${value.valueTypeCode}`)}
                {...form.getInputProps(`tracked.${value.valueTypeCode}`, { type: 'checkbox' })}
              />
            ))}
          </Group>
        </Fieldset>
        <Fieldset legend={t('settings.bonusRule')}>
          <Text size="sm" c="dimmed" mb="xs">
            {t('settings.bonusRuleHelp')}
          </Text>
          <NumberInput
            label={t('settings.bonusShare')}
            suffix=" %"
            min={0}
            max={100}
            decimalScale={2}
            disabled={!bonus}
            {...form.getInputProps('bonusSharePercent')}
          />
        </Fieldset>
        <Fieldset legend={t('settings.target')}>
          <Stack gap="sm">
            <SegmentedControl
              aria-label={t('settings.targetMode')}
              data={plusCrewTargetModes.map((mode) => ({
                value: mode,
                label: t(`settings.targetModes.${mode}`),
              }))}
              {...form.getInputProps('targetMode')}
            />
            <NumberInput
              label={t('settings.targetAmount')}
              prefix="€ "
              min={0}
              decimalScale={2}
              disabled={!target}
              {...form.getInputProps('targetAmount')}
            />
          </Stack>
        </Fieldset>
        <FormError error={updateCrew.error ?? updateValues.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={updateCrew.isPending || updateValues.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
