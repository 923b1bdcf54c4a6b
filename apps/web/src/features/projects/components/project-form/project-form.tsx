import type { Project } from '@crewhub/shared';
import { Alert, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { serverErrors } from '@/lib/form-validation';
import { asOptions, useReferenceList } from '@/lib/reference-data';
import { useIsPhone } from '@/lib/use-is-phone';
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

/** The dialog that creates or edits a project, checked by the shared schema. */
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
  const phone = useIsPhone();
  const contacts = useContacts();
  const locations = useLocations();
  const projectTypes = useProjectTypes();
  const canReadRateCards = useRight('rateCards', 'READ');
  const rateCards = useRateCards(canReadRateCards);
  const functions = useReferenceList('functions');
  const error = (path: string) => state.errors[path];
  const fieldsRef = useRef<HTMLDivElement>(null);
  // A long form: bring the first marked field into view so the planner sees what to fix.
  useEffect(() => {
    fieldsRef.current
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
    <FormModal
      onClose={onCancel}
      title={editing ? t('edit.title') : t('create.title')}
      onSubmit={submit}
      submitting={create.isPending || update.isPending}
      submitLabel={editing ? t('edit.submit') : t('create.submit')}
      // Full screen on phones, where a long form needs all the room.
      fullScreen={phone}
      size="xl"
      testId={`${testId}-form`}
      submitTestId={`${testId}-submit`}
    >
      <Stack gap="md" ref={fieldsRef}>
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
      </Stack>
      {failure ? (
        <Alert color="red" variant="light" data-testid={`${testId}-error`}>
          {failure}
        </Alert>
      ) : null}
    </FormModal>
  );
};
