import { createPositionInputSchema, type Position, type ProjectCrew } from '@crewhub/shared';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { asOptions, useReferenceList } from '@/lib/reference-data';
import { toast } from '@/lib/toasts';
import { useCreatePosition } from '../../api/create-position';
import { useUpdatePosition } from '../../api/update-position';
import {
  fieldProblems,
  problemText,
  serverFieldProblems,
  type FieldProblem,
} from '../../lib/field-problems';
import {
  emptyPosition,
  positionDraftFrom,
  toPositionInput,
  type PositionDraft,
} from '../../lib/project-draft';
import { PositionDetailFields } from '../project-form/position-detail-fields';
import { PositionDraftFields } from '../project-form/position-draft-fields';
import { usePlanningAbilities } from './planning-context';

/** A new position on `crew`, or changes to `position`. */
type PositionModalProps = { onClose: () => void } & (
  { crew: ProjectCrew } | { position: Position }
);

/** Adds or edits a position; both ask for start and end time (SPEC 5/8). */
export const PositionModal = (props: PositionModalProps) => {
  const { onClose } = props;
  const { t } = useTranslation(['projects', 'common']);
  const { projectNumber, canEdit } = usePlanningAbilities();
  const functions = useReferenceList('functions');
  const create = useCreatePosition(projectNumber);
  const update = useUpdatePosition(projectNumber);
  const saved = 'position' in props ? props.position : null;
  const crew =
    'crew' in props
      ? { id: props.crew.id, date: props.crew.date, name: props.crew.name }
      : { id: props.position.projectCrewId, date: props.position.startDate, name: '' };
  const testId = saved ? 'edit-position' : 'add-position';
  const [position, setPosition] = useState<PositionDraft>(() =>
    saved ? positionDraftFrom(saved) : emptyPosition(crew.date),
  );
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const handlers = (message: string) => ({
    onSuccess: () => {
      toast.success(message);
      onClose();
    },
    onError: (error: Error) => {
      if (isApiError(error)) setProblems(serverFieldProblems(error.issues));
    },
  });
  const submit = () => {
    // An edit checks the same rules as a new position and sends the same fields.
    const parsed = createPositionInputSchema.safeParse({
      ...toPositionInput(position, crew.date),
      projectCrewId: crew.id,
    });
    if (!parsed.success) return setProblems(fieldProblems(parsed.error.issues));
    if (!saved) return create.mutate(parsed.data, handlers(t('position.added')));
    // The check above already made sure both times are there.
    const { projectCrewId: _crew, startTime, endTime, ...fields } = parsed.data;
    update.mutate(
      {
        ...fields,
        startTime: startTime ?? undefined,
        endTime: endTime ?? undefined,
        clientAdded: position.clientAdded,
        positionId: saved.id,
      },
      handlers(t('position.saved')),
    );
  };
  const error = (path: string) => problemText(t, problems[path.replace(/^position\./, '')]);
  const change = (patch: Partial<PositionDraft>) => {
    setPosition((current) => ({ ...current, ...patch }));
    setProblems({});
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        saved
          ? t('position.editTitle', { function: saved.functionName })
          : t('position.addTo', { crew: crew.name })
      }
      size="lg"
      data-testid={`${testId}-modal`}
    >
      <form onSubmit={(event) => (event.preventDefault(), submit())} noValidate>
        <Stack gap="sm">
          <PositionDraftFields
            position={position}
            path="position"
            testId={testId}
            functions={asOptions(functions.data)}
            error={error}
            onChange={change}
            details={
              <PositionDetailFields
                position={position}
                testId={testId}
                error={(name) => error(name)}
                onChange={change}
                planner={canEdit}
                editing={saved !== null}
              />
            }
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={create.isPending || update.isPending}
              data-testid={`${testId}-submit`}
            >
              {saved ? t('actions.save') : t('position.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
