import { projectDeliveryNoteSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** GET /projects/{number}/deliveryNotes: one note per crew with its state and signed copy. */
export const getProjectDeliveryNotes = (number: string) =>
  apiRequest(`/projects/${encodeURIComponent(number)}/deliveryNotes`, {
    schema: z.array(projectDeliveryNoteSchema),
  });

export const projectDeliveryNotesQueryOptions = (number: string) =>
  queryOptions({
    queryKey: projectKeys.attachments(number, 'deliveryNotes'),
    queryFn: () => getProjectDeliveryNotes(number),
    meta: { silent: true },
  });

export const useProjectDeliveryNotes = (number: string) =>
  useQuery(projectDeliveryNotesQueryOptions(number));
