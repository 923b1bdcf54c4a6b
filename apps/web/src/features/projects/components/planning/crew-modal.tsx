import {
  createProjectCrewInputSchema,
  updateProjectCrewInputSchema,
  type ProjectCrew,
} from '@crewhub/shared';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
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
import {
  fieldProblems,
  problemText,
  serverFieldProblems,
  type FieldProblem,
} from '../../lib/field-problems';
import { idOf } from '../../lib/project-draft';
import { withCurrent } from '../../lib/select-options';
import { PersonSelect } from '../person-select';
import { usePlanningAbilities } from './planning-context';

type TextField = Exclude<keyof CrewValues, 'locationId' | 'crewChiefPersonId'>;

/** A new crew starting on `defaultDate`, or changes to `crew`. */
type CrewModalProps = { onClose: () => void } & ({ defaultDate: string } | { crew: ProjectCrew });

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
  const [values, setValues] = useState<CrewValues>(() =>
    saved
      ? crewValuesFrom(saved)
      : emptyCrewValues('defaultDate' in props ? props.defaultDate : ''),
  );
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const set = <K extends keyof CrewValues>(name: K, value: CrewValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems({});
  };
  const handlers = (message: (crew: ProjectCrew) => string) => ({
    onSuccess: (crew: ProjectCrew) => {
      toast.success(message(crew));
      onClose();
    },
    onError: (error: Error) => {
      if (isApiError(error)) setProblems(serverFieldProblems(error.issues));
    },
  });
  const submit = () => {
    const input = toCrewInput(values);
    if (saved) {
      const parsed = updateProjectCrewInputSchema.safeParse(input);
      if (!parsed.success) return setProblems(fieldProblems(parsed.error.issues));
      return update.mutate(
        { ...parsed.data, crewId: saved.id },
        handlers(() => t('crew.saved')),
      );
    }
    const parsed = createProjectCrewInputSchema.safeParse(input);
    if (!parsed.success) return setProblems(fieldProblems(parsed.error.issues));
    create.mutate(
      parsed.data,
      handlers((crew) => t('crew.added', { crew: crew.name })),
    );
  };
  const input = (name: TextField, type = 'text') => (
    <TextInput
      type={type}
      label={t(`crew.${name}`)}
      value={values[name]}
      onChange={(event) => set(name, event.currentTarget.value)}
      required={name === 'name' || name === 'date'}
      error={problemText(t, problems[name])}
      data-testid={`${testId}-${name}`}
    />
  );
  const locationOptions = (locations.data ?? []).map((location) => ({
    value: String(location.id),
    label: [location.name, location.city].filter(Boolean).join(', '),
  }));
  return (
    <Modal
      opened
      onClose={onClose}
      title={saved ? t('crew.editTitle', { crew: saved.name }) : t('crew.add')}
      size="lg"
      data-testid={`${testId}-modal`}
    >
      <form onSubmit={(event) => (event.preventDefault(), submit())} noValidate>
        <Stack gap="sm">
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
              value={values.locationId}
              onChange={(locationId) => set('locationId', locationId)}
              searchable
              clearable
              error={problemText(t, problems.locationId)}
              data-testid={`${testId}-location`}
            />
            <PersonSelect
              label={t('fields.crewChief')}
              value={values.crewChiefPersonId}
              saved={saved ? { id: saved.crewChiefPersonId, name: saved.crewChiefName } : undefined}
              onChange={(personId) => set('crewChiefPersonId', personId)}
              error={problemText(t, problems.crewChiefPersonId)}
              testId={`${testId}-crewChief`}
            />
            {input('contactOnSiteName')}
            {input('contactOnSitePhone', 'tel')}
            {input('contactOnSiteEmail', 'email')}
          </SimpleGrid>
          {saved && values.date !== saved.date ? (
            <Alert variant="light" color="blue" data-testid="edit-crew-moves-positions">
              {t('crew.movesPositions')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={create.isPending || update.isPending}
              data-testid={`${testId}-submit`}
            >
              {saved ? t('actions.save') : t('crew.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
