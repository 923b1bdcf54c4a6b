import { sentResultSchema } from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Mails the submitted PDF to the office. */
export const sendForm = (id: number) =>
  apiRequest(`/forms/perform/${id}/send`, { method: 'POST', schema: sentResultSchema });

export const useSendForm = (id: number) => useMutation({ mutationFn: () => sendForm(id) });
