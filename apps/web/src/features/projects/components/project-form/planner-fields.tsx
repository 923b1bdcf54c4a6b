import type { Project } from '@crewhub/shared';
import { NumberInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonSelect } from '../person-select';
import type { ProjectDraftState } from './use-project-draft';

type PlannerFieldsProps = {
  state: ProjectDraftState;
  saved?: Project;
  /** The person search is a planner's call; clients leave the people to the planners. */
  canPickPeople: boolean;
  error: (path: string) => string | undefined;
};

/** Who leads the project and how it is billed: crew chief, manager, branch, catering, rate card. */
export const PlannerFields = ({ state, saved, canPickPeople, error }: PlannerFieldsProps) => {
  const { t } = useTranslation('projects');
  const { draft, setField } = state;
  const text = (name: 'branch' | 'defaultCateringType') => (
    <TextInput
      label={t(`fields.${name}`)}
      value={draft[name]}
      onChange={(event) => setField(name, event.currentTarget.value)}
      error={error(name)}
      data-testid={`project-form-${name}`}
    />
  );
  return (
    <>
      {canPickPeople ? (
        <>
          <PersonSelect
            label={t('fields.crewChief')}
            value={draft.crewChiefPersonId}
            saved={saved && { id: saved.crewChiefPersonId, name: saved.crewChiefName }}
            onChange={(personId) => setField('crewChiefPersonId', personId)}
            error={error('crewChiefPersonId')}
            testId="project-form-crewChief"
          />
          <PersonSelect
            label={t('fields.projectManager')}
            value={draft.projectManagerPersonId}
            saved={saved && { id: saved.projectManagerPersonId, name: saved.projectManagerName }}
            onChange={(personId) => setField('projectManagerPersonId', personId)}
            error={error('projectManagerPersonId')}
            testId="project-form-projectManager"
          />
        </>
      ) : null}
      {text('branch')}
      {text('defaultCateringType')}
      <NumberInput
        size="md"
        label={t('fields.rateCard')}
        value={draft.rateCardId}
        onChange={(rateCardId) => setField('rateCardId', rateCardId)}
        min={1}
        allowDecimal={false}
        error={error('rateCardId')}
        data-testid="project-form-rateCard"
      />
    </>
  );
};
