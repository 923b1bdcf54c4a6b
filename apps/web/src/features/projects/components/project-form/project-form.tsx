import type { Project } from '@crewhub/shared';
import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { serverErrors } from '@/lib/form-validation';
import { asOptions, useReferenceList } from '@/lib/reference-data';
import { useRight } from '@/lib/use-right';
import { useCreateProject } from '../../api/create-project';
import { useContacts } from '../../api/get-contacts';
import { useLocations } from '../../api/get-locations';
import { useProjectTypes } from '../../api/get-project-types';
import { useRateCards } from '../../api/get-rate-cards';
import { useUpdateProject } from '../../api/update-project';
import { draftFromProject, emptyProject } from '../../lib/project-draft';
import {
  editProjectForm,
  newProjectForm,
  outsideError,
  validateNewProject,
} from '../../lib/project-form-validation';
import { CrewDraftCard } from './crew-draft-card';
import { ProjectFields } from './project-fields';
import { useProjectDraft } from './use-project-draft';

type ProjectFormProps = {
  /** The project to edit; without it the form creates a new one (with crews and positions). */
  project?: Project;
  canPickState: boolean;
  onCancel: () => void;
  onSaved: (project: Project) => void;
};

/** Creates or edits a project, checked by the shared schema exactly as the server will (SPEC 5). */
export const ProjectForm = ({ project, canPickState, onCancel, onSaved }: ProjectFormProps) => {
  const { t } = useTranslation(['projects', 'common']);
  const editing = project !== undefined;
  const testId = editing ? 'edit-project' : 'create-project';
  const state = useProjectDraft({
    initialValues: project
      ? draftFromProject(project)
      : emptyProject(canPickState ? 'quoted' : 'client_draft'),
    validate: editing ? editProjectForm.validate : validateNewProject,
  });
  const [failure, setFailure] = useState<ReactNode>(null);
  const create = useCreateProject();
  const update = useUpdateProject(project?.number ?? '', { silent: true });
  const pending = create.isPending || update.isPending;
  const contacts = useContacts();
  const locations = useLocations();
  const projectTypes = useProjectTypes();
  const canReadRateCards = useRight('rateCards', 'READ');
  const rateCards = useRateCards(canReadRateCards);
  const functions = useReferenceList('functions');
  const error = (path: string) => state.errors[path];
  const formRef = useRef<HTMLFormElement>(null);
  // A long form: bring the first marked field into view so the planner sees what to fix.
  useEffect(() => {
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"]')
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [state.errors]);

  const onError = (cause: Error) => {
    if (!isApiError(cause) || cause.issues.length === 0) return setFailure(errorText(cause));
    const errors = serverErrors(cause.issues);
    state.setErrors(errors);
    // Confirming checks the saved positions, which this form does not show: say it as text.
    setFailure(outsideError(errors, 'projectCrewItems.') ?? t('form.checkFields'));
  };

  const submit = state.onSubmit(
    (draft) => {
      setFailure(null);
      if (editing) {
        return update.mutate(editProjectForm.transformValues(draft), {
          onSuccess: onSaved,
          onError,
        });
      }
      create.mutate(newProjectForm.transformValues(draft), { onSuccess: onSaved, onError });
    },
    () => setFailure(t('form.checkFields')),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid={`${testId}-form`}>
      <Stack gap="md">
        <ProjectFields
          state={state}
          contacts={contacts.data ?? []}
          locations={locations.data ?? []}
          projectTypes={projectTypes.data ?? []}
          rateCards={canReadRateCards ? (rateCards.data ?? []) : null}
          canPickState={canPickState}
          saved={project}
          error={error}
        />
        {editing ? null : (
          <>
            <Divider />
            <div>
              <Title order={3} fz="md">
                {t('crew.sectionTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('crew.sectionHint')}
              </Text>
            </div>
            {state.draft.crews.map((crew, index) => (
              <CrewDraftCard
                key={crew.key}
                crew={crew}
                index={index}
                state={state}
                functions={asOptions(functions.data)}
                error={error}
              />
            ))}
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={state.addCrew}
              data-testid="add-crew-draft"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('crew.add')}
            </Button>
          </>
        )}
        {failure ? (
          <Alert color="red" variant="light" data-testid={`${testId}-error`}>
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid={`${testId}-submit`}>
            {editing ? t('edit.submit') : t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
