import { faqSchema, type FaqInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { faqKeys } from './faq-keys';

/** POST /faq for a new FAQ, POST /faq/{id} to change one. */
export const saveFaq = ({ id, input }: { id: number | null; input: FaqInput }) =>
  apiRequest(id === null ? '/faq' : `/faq/${id}`, {
    method: 'POST',
    body: input,
    schema: faqSchema,
  });

export const useSaveFaq = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFaq,
    // The dialog shows a refused save next to its fields.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqKeys.all }),
  });
};
