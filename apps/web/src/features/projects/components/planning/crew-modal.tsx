import {
  createProjectCrewInputSchema,
  updateProjectCrewInputSchema,
  type ProjectCrew,
} from '@crewhub/shared';
import { Alert, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useCreateCrew } from '../../api/create-crew';
import { useLocations } from '../../api/get-locations';
import { useUpdateCrew } from '../../api/update-crew';
import {
  crewValuesFrom,
  emptyCrewValues,
  toCrewInput,
  type CrewValues,
} from '../../lib/crew-draft';
import { idOf } from '../../lib/project-draft';
import { withCurrent } from '@/lib/select-options';
import { PersonSelect } from '@/components/person-select';
import { personSelectTexts } from '../../lib/person-select-texts';
import { usePlanningAbilities } from './planning-context';

type TextField = Exclude<keyof CrewValues, 'locationId' | 'crewChiefPersonId'>;

/** A new crew starting on `defaultDate`, or changes to `crew`. */
type CrewModalProps = { onClose: () => void } & ({ defaultDate: string } | { crew: ProjectCrew });

const createForm = zodForm(createProjectCrewInputSchema, { toInput: toCrewInput });
const updateForm = zodForm(updateProjectCrewInputSchema, { toInput: toCrewInput });

/** Adds or edits a crew (team for a date or shift); a new date moves its positions along. */
export const CrewModal = (props: CrewModalProps) => {
  const { onClose } = props;
  const { t } = useTranslation(['projects', 'common']);
  const { projectNumber } = usePlanningAbilities();
  const create = useCreateCrew(projectNumber);
  const update = useUpdateCrew(projectNumber);
  const locations = useLocations();
  const saved = 'crew' in props ? props.crew : null;
  const testId = saved ? 'edit-crew' : 'add-crew';
  const form = useForm({
    initialValues: saved
      ? crewValuesFrom(saved)
      : emptyCrewValues('defaultDate' in props ? props.defaultDate : ''),
    validate: saved ? updateForm.validate : createForm.validate,
  });
  const handlers = (message: (crew: ProjectCrew) => string) => ({
    onSuccess: (crew: ProjectCrew) => {
      toast.success(message(crew));
      onClose();
    },
    onError: (error: Error) => {
      if (isApiError(error)) form.setErrors(serverErrors(error.issues));
    },
  });
  const submit = form.onSubmit((values) => {
    if (saved) {
      const input = { ...updateForm.transformValues(values), crewId: saved.id };
      return update.mutate(
        input,
        handlers(() => t('crew.saved')),
      );
    }
    create.mutate(
      createForm.transformValues(values),
      handlers((crew) => t('crew.added', { crew: crew.name })),
    );
  });
  const input = (name: TextField, type = 'text') => (
    <TextInput
      type={type}
      label={t(`crew.${name}`)}
      {...form.getInputProps(name)}
      required={name === 'name' || name === 'date'}
      data-testid={`${testId}-${name}`}
    />
  );
  const locationOptions = (locations.data ?? []).map((location) => ({
    value: String(location.id),
    label: [location.name, location.city].filter(Boolean).join(', '),
  }));
  return (
    <FormModal
      onClose={onClose}
      title={saved ? t('crew.editTitle', { crew: saved.name }) : t('crew.add')}
      onSubmit={submit}
      submitting={create.isPending || update.isPending}
      submitLabel={saved ? t('actions.save') : t('crew.add')}
      size="lg"
      testId={`${testId}-modal`}
      submitTestId={`${testId}-submit`}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {input('name')}
        {input('date', 'date')}
        {input('shift')}
        <Select
          size="md"
          label={t('crew.location')}
          placeholder={t('crew.locationOfProject')}
          data={withCurrent(
            locationOptions,
            idOf(saved?.locationId ?? null),
            saved?.locationName ?? null,
          )}
          {...form.getInputProps('locationId')}
          searchable
          clearable
          data-testid={`${testId}-location`}
        />
        <PersonSelect
          label={t('fields.crewChief')}
          value={form.values.crewChiefPersonId}
          saved={saved ? { id: saved.crewChiefPersonId, name: saved.crewChiefName } : undefined}
          onChange={(personId) => form.setFieldValue('crewChiefPersonId', personId)}
          error={form.errors.crewChiefPersonId}
          testId={`${testId}-crewChief`}
          texts={personSelectTexts(t)}
        />
        {input('contactOnSiteName')}
        {input('contactOnSitePhone', 'tel')}
        {input('contactOnSiteEmail', 'email')}
      </SimpleGrid>
      {saved && form.values.date !== saved.date ? (
        <Alert variant="light" color="blue" data-testid="edit-crew-moves-positions">
          {t('crew.movesPositions')}
        </Alert>
      ) : null}
    </FormModal>
  );
};
