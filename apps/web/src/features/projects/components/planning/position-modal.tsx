import { createPositionInputSchema, type Position, type ProjectCrew } from '@crewhub/shared';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { asOptions, useReferenceList } from '@/lib/reference-data';
import { toast } from '@/lib/toasts';
import { useCreatePosition } from '../../api/create-position';
import { useUpdatePosition } from '../../api/update-position';
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

/** Adds or edits a position; both ask for start and end time. */
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
  const form = useForm({
    initialValues: saved ? positionDraftFrom(saved) : emptyPosition(crew.date),
    // An edit checks the same rules as a new position and sends the same fields.
    ...zodForm(createPositionInputSchema, {
      toInput: (position: PositionDraft) => ({
        ...toPositionInput(position, crew.date),
        projectCrewId: crew.id,
      }),
    }),
  });
  const handlers = (message: string) => ({
    onSuccess: () => {
      toast.success(message);
      onClose();
    },
    onError: (error: Error) => {
      if (isApiError(error)) form.setErrors(serverErrors(error.issues));
    },
  });
  const submit = form.onSubmit((input) => {
    if (!saved) return create.mutate(input, handlers(t('position.added')));
    // The schema already made sure both times are there.
    const { projectCrewId: _crew, startTime, endTime, ...fields } = input;
    update.mutate(
      {
        ...fields,
        startTime: startTime ?? undefined,
        endTime: endTime ?? undefined,
        clientAdded: form.values.clientAdded,
        positionId: saved.id,
      },
      handlers(t('position.saved')),
    );
  });
  const error = (path: string) => form.errors[path.replace(/^position\./, '')];
  const change = (patch: Partial<PositionDraft>) => {
    form.setValues(patch);
    form.clearErrors();
  };
  return (
    <FormModal
      onClose={onClose}
      title={
        saved
          ? t('position.editTitle', { function: saved.functionName })
          : t('position.addTo', { crew: crew.name })
      }
      onSubmit={submit}
      submitting={create.isPending || update.isPending}
      submitLabel={saved ? t('actions.save') : t('position.add')}
      size="lg"
      testId={`${testId}-modal`}
      submitTestId={`${testId}-submit`}
    >
      <PositionDraftFields
        position={form.values}
        path="position"
        testId={testId}
        functions={asOptions(functions.data)}
        error={error}
        onChange={change}
        details={
          <PositionDetailFields
            position={form.values}
            testId={testId}
            error={error}
            onChange={change}
            planner={canEdit}
            editing={saved !== null}
          />
        }
      />
    </FormModal>
  );
};
