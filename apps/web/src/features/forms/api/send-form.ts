import { sentResultSchema } from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Mails the submitted PDF to the office, once: a repeat is 409 FORM_ALREADY_SENT. */
export const sendForm = (id: number) =>
  apiRequest(`/forms/perform/${id}/send`, { method: 'POST', schema: sentResultSchema });

/** Silent: the view shows an earlier send as sent and reports other failures itself. */
export const useSendForm = (id: number) =>
  useMutation({ mutationFn: () => sendForm(id), meta: { silent: true } });
