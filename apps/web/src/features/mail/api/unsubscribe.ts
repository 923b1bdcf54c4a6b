import { unsubscribeResultSchema } from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const unsubscribe = (token: string) =>
  apiRequest('/emailMessages/unsubscribe', {
    method: 'POST',
    body: { token },
    schema: unsubscribeResultSchema,
    // The link works without logging in, whoever is logged in on this device.
    auth: null,
  });

export const useUnsubscribe = (token: string) =>
  useMutation({ mutationFn: () => unsubscribe(token) });
