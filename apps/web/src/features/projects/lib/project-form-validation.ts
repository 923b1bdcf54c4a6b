import {
  createProjectInputSchema,
  projectReleaseIssues,
  updateProjectInputSchema,
} from '@crewhub/shared';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { ruleText, zodForm } from '@/lib/form-validation';
import { i18n } from '@/lib/i18n';
import { toCreateInput, toProjectInput, type ProjectDraft } from './project-draft';

/** The shared end-date refinement, said in the project form's own words. */
const ownText = (issue: z.core.$ZodIssue) =>
  issue.code === 'custom' && issue.path.at(-1) === 'endDate'
    ? i18n.t('projects:form.endBeforeBegin')
    : undefined;

export const editProjectForm = zodForm(updateProjectInputSchema, {
  toInput: toProjectInput,
  ownText,
});
export const newProjectForm = zodForm(createProjectInputSchema, {
  toInput: toCreateInput,
  ownText,
});

/**
 * Missing times and chargeable hours of every position, even while other fields are still
 * wrong: the schema only checks them once the rest of the project parses, and the planner
 * should see all at once.
 */
export const releaseErrors = (draft: ProjectDraft): FormErrors => {
  const errors: FormErrors = {};
  toCreateInput(draft).crews.forEach((crew, crewIndex) => {
    for (const issue of projectReleaseIssues(crew.positions, draft.state)) {
      const text = ruleText(issue.message);
      if (text) errors[`crews.${crewIndex}.positions.${issue.index}.${issue.field}`] = text;
    }
  });
  return errors;
};

/** A new project: every position's release rules, then the whole shared schema. */
export const validateNewProject = (draft: ProjectDraft): FormErrors => ({
  ...releaseErrors(draft),
  ...newProjectForm.validate(draft),
});

/** The first error on paths the form has no field for, e.g. a saved position's hours. */
export const outsideError = (errors: FormErrors, prefix: string) =>
  Object.entries(errors).find(([path]) => path.startsWith(prefix))?.[1];
