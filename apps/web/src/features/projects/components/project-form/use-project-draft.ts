import { useForm, type FormErrors } from '@mantine/form';
import {
  emptyCrew,
  emptyPosition,
  type CrewDraft,
  type PositionDraft,
  type ProjectDraft,
} from '../../lib/project-draft';

type ProjectDraftOptions = {
  initialValues: ProjectDraft;
  validate: (draft: ProjectDraft) => FormErrors;
};

/** The project form on @mantine/form: nested crews and positions, errors per field path. */
export const useProjectDraft = ({ initialValues, validate }: ProjectDraftOptions) => {
  const form = useForm({ initialValues, validate });
  const clear = (paths: string[]) => paths.forEach((path) => form.clearFieldError(path));
  // Removing a crew or position renumbers the paths after it; old errors would point wrong.
  const clearCrews = () =>
    form.setErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('crews'))),
    );

  return {
    draft: form.values,
    errors: form.errors,
    setErrors: form.setErrors,
    onSubmit: form.onSubmit,
    setField: <K extends keyof ProjectDraft>(key: K, value: ProjectDraft[K]) => {
      form.setValues({ [key]: value });
      form.clearFieldError(key);
    },
    updateCrew: (index: number, patch: Partial<CrewDraft>) => {
      form.setFieldValue(`crews.${index}`, (crew: CrewDraft) => ({ ...crew, ...patch }));
      clear(Object.keys(patch).map((key) => `crews.${index}.${key}`));
    },
    updatePosition: (crewIndex: number, index: number, patch: Partial<PositionDraft>) => {
      form.setFieldValue(`crews.${crewIndex}.positions.${index}`, (position: PositionDraft) => ({
        ...position,
        ...patch,
      }));
      clear(Object.keys(patch).map((key) => `crews.${crewIndex}.positions.${index}.${key}`));
    },
    addCrew: () => form.insertListItem('crews', emptyCrew(form.values.beginDate)),
    removeCrew: (index: number) => {
      form.removeListItem('crews', index);
      clearCrews();
    },
    addPosition: (crewIndex: number) =>
      form.insertListItem(
        `crews.${crewIndex}.positions`,
        emptyPosition(form.values.crews[crewIndex]?.date),
      ),
    removePosition: (crewIndex: number, index: number) => {
      form.removeListItem(`crews.${crewIndex}.positions`, index);
      clearCrews();
    },
  };
};

export type ProjectDraftState = ReturnType<typeof useProjectDraft>;
