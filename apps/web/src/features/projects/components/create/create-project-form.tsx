import { createProjectInputSchema, type Project } from '@crewhub/shared';
import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { asOptions, useReferenceList } from '@/lib/reference-data';
import { useCreateProject } from '../../api/create-project';
import { useContacts } from '../../api/get-contacts';
import { useLocations } from '../../api/get-locations';
import { useProjectTypes } from '../../api/get-project-types';
import {
  fieldProblems,
  problemText,
  releaseProblems,
  serverFieldProblems,
} from '../../lib/field-problems';
import { emptyProject, toCreateInput } from '../../lib/project-draft';
import { CrewDraftCard } from './crew-draft-card';
import { ProjectFields } from './project-fields';
import { useProjectDraft } from './use-project-draft';

type CreateProjectFormProps = {
  canPickState: boolean;
  onCancel: () => void;
  onCreated: (project: Project) => void;
};

/** New project with optional crews and positions, checked by the shared schema (SPEC 5). */
export const CreateProjectForm = ({
  canPickState,
  onCancel,
  onCreated,
}: CreateProjectFormProps) => {
  const { t } = useTranslation(['projects', 'common']);
  const state = useProjectDraft(() => emptyProject(canPickState ? 'quoted' : 'client_draft'));
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateProject();
  const contacts = useContacts();
  const locations = useLocations();
  const projectTypes = useProjectTypes();
  const functions = useReferenceList('functions');
  const error = (path: string) => problemText(t, state.problems[path]);
  const formRef = useRef<HTMLFormElement>(null);
  // A long form: bring the first marked field into view so the planner sees what to fix.
  useEffect(() => {
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"]')
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [state.problems]);

  const submit = () => {
    setFailure(null);
    const input = toCreateInput(state.draft);
    const parsed = createProjectInputSchema.safeParse(input);
    if (!parsed.success) {
      state.setProblems({
        ...releaseProblems(input.crews, state.draft.state),
        ...fieldProblems(parsed.error.issues),
      });
      setFailure(t('form.checkFields'));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (cause) => {
        if (isApiError(cause) && cause.issues.length > 0) {
          state.setProblems(serverFieldProblems(cause.issues));
          setFailure(t('form.checkFields'));
        } else setFailure(errorText(cause));
      },
    });
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      data-testid="create-project-form"
    >
      <Stack gap="md">
        <ProjectFields
          state={state}
          contacts={contacts.data ?? []}
          locations={locations.data ?? []}
          projectTypes={projectTypes.data ?? []}
          canPickState={canPickState}
          error={error}
        />
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
        {failure ? (
          <Alert color="red" variant="light" data-testid="create-project-error">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="create-project-submit">
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
