import { projectCrewSchema, type CreateProjectCrewInput } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import { usePlanningMutation } from './use-planning-mutation';

export const createCrew = (number: string, input: CreateProjectCrewInput) =>
  apiRequest(`/projects/${encodeURIComponent(number)}/projectCrews`, {
    method: 'POST',
    body: input,
    schema: projectCrewSchema,
  });

export const useCreateCrew = (number: string) =>
  usePlanningMutation(number, (input: CreateProjectCrewInput) => createCrew(number, input));
