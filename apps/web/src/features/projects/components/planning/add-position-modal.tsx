import { createPositionInputSchema, type ProjectCrew } from '@crewhub/shared';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { asOptions, useReferenceList } from '@/lib/reference-data';
import { toast } from '@/lib/toasts';
import { useCreatePosition } from '../../api/create-position';
import {
  fieldProblems,
  problemText,
  serverFieldProblems,
  type FieldProblem,
} from '../../lib/field-problems';
import { emptyPosition, toPositionInput, type PositionDraft } from '../../lib/project-draft';
import { PositionDraftFields } from '../create/position-draft-fields';
import { usePlanningAbilities } from './planning-context';

/** A new position on a crew; the shared schema asks for start and end time (SPEC 5/8). */
export const AddPositionModal = ({ crew, onClose }: { crew: ProjectCrew; onClose: () => void }) => {
  const { t } = useTranslation(['projects', 'common']);
  const { projectNumber } = usePlanningAbilities();
  const functions = useReferenceList('functions');
  const create = useCreatePosition(projectNumber);
  const [position, setPosition] = useState<PositionDraft>(() => emptyPosition(crew.date));
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const submit = () => {
    const parsed = createPositionInputSchema.safeParse({
      ...toPositionInput(position, crew.date),
      projectCrewId: crew.id,
    });
    if (!parsed.success) return setProblems(fieldProblems(parsed.error.issues));
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('position.added'));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error)) setProblems(serverFieldProblems(error.issues));
      },
    });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('position.addTo', { crew: crew.name })}
      size="lg"
      data-testid="add-position-modal"
    >
      <form onSubmit={(event) => (event.preventDefault(), submit())} noValidate>
        <Stack gap="sm">
          <PositionDraftFields
            position={position}
            path="position"
            testId="add-position"
            functions={asOptions(functions.data)}
            error={(path) => problemText(t, problems[path.replace(/^position\./, '')])}
            onChange={(patch) => {
              setPosition((current) => ({ ...current, ...patch }));
              setProblems({});
            }}
            onRemove={onClose}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="add-position-submit">
              {t('position.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
