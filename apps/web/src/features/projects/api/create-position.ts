import { positionSchema, type CreatePositionInput } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import { usePlanningMutation } from './use-planning-mutation';

export const createPosition = (number: string, input: CreatePositionInput) =>
  apiRequest(`/projects/${encodeURIComponent(number)}/projectCrewItems`, {
    method: 'POST',
    body: input,
    schema: positionSchema,
  });

export const useCreatePosition = (number: string) =>
  usePlanningMutation(number, (input: CreatePositionInput) => createPosition(number, input));
