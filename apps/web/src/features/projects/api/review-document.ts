import { documentSchema, type ReviewDocumentInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** POST /documents/{id}: approves or rejects an upload that awaits approval. */
export const reviewDocument = (id: number, input: ReviewDocumentInput) =>
  apiRequest(`/documents/${id}`, { method: 'POST', body: input, schema: documentSchema });

/**
 * Afterwards every document list is fetched again: the project's own, its crew's papers and
 * the office's queue can each hold the settled upload.
 */
export const useReviewDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ReviewDocumentInput & { id: number }) =>
      reviewDocument(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.everyAttachment() }),
  });
};
