import type { Contact, Location, Project, RateCard } from '@crewhub/shared';
import {
  Autocomplete,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { projectStates } from '@crewhub/shared';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientFields } from './client-fields';
import { LocationField } from './location-field';
import { PlannerFields } from './planner-fields';
import type { ProjectDraftState } from './use-project-draft';

type ProjectFieldsProps = {
  state: ProjectDraftState;
  contacts: Contact[];
  locations: Location[];
  projectTypes: string[];
  /** Null when the caller may not read rate cards. */
  rateCards: RateCard[] | null;
  /** Planners pick the state and people; a client's project is always a client draft. */
  canPickState: boolean;
  /** The project being edited, whose saved choices stay pickable. */
  saved?: Project;
  error: (path: string) => ReactNode;
};

/** The project's own fields. */
export const ProjectFields = ({
  state,
  contacts,
  locations,
  projectTypes,
  rateCards,
  canPickState,
  saved,
  error,
}: ProjectFieldsProps) => {
  const { t } = useTranslation('projects');
  const { draft, setField } = state;
  const text = (name: 'name' | 'reference' | 'clientMark') => ({
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(name, event.currentTarget.value),
    error: error(name),
    'data-testid': `project-form-${name}`,
  });

  return (
    <Stack gap="sm">
      <TextInput label={t('fields.name')} required {...text('name')} />
      {canPickState ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('fields.state')}
          </Text>
          <SegmentedControl
            value={draft.state}
            onChange={(value) => setField('state', value as typeof draft.state)}
            data={projectStates.map((value) => ({ value, label: t(`state.${value}`) }))}
            data-testid="project-form-state"
          />
        </Stack>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ClientFields
          state={state}
          contacts={contacts}
          rateCards={rateCards ?? []}
          saved={saved}
          error={error}
        />
        <TextInput
          type="date"
          label={t('fields.beginDate')}
          value={draft.beginDate}
          onChange={(event) => setField('beginDate', event.currentTarget.value)}
          error={error('beginDate')}
          data-testid="project-form-beginDate"
        />
        <TextInput
          type="date"
          label={t('fields.endDate')}
          value={draft.endDate}
          onChange={(event) => setField('endDate', event.currentTarget.value)}
          error={error('endDate')}
          data-testid="project-form-endDate"
        />
        <LocationField state={state} locations={locations} saved={saved} error={error} />
        <Autocomplete
          size="md"
          label={t('fields.projectType')}
          data={projectTypes}
          value={draft.projectType}
          onChange={(projectType) => setField('projectType', projectType)}
          error={error('projectType')}
          data-testid="project-form-projectType"
        />
        <TextInput label={t('fields.reference')} {...text('reference')} />
        <TextInput label={t('fields.clientMark')} {...text('clientMark')} />
        <PlannerFields
          state={state}
          saved={saved}
          canPickPeople={canPickState}
          rateCards={rateCards}
          error={error}
        />
        <NumberInput
          size="md"
          label={t('fields.rate')}
          value={draft.rate}
          onChange={(rate) => setField('rate', rate)}
          min={0}
          decimalScale={2}
          prefix="€ "
          error={error('rateCents')}
          data-testid="project-form-rate"
        />
      </SimpleGrid>
      <Textarea
        size="md"
        label={t('fields.comment')}
        value={draft.comment}
        onChange={(event) => setField('comment', event.currentTarget.value)}
        autosize
        minRows={2}
        error={error('comment')}
        data-testid="project-form-comment"
      />
    </Stack>
  );
};
