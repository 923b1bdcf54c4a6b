import { notificationSettingsSchema, type NotificationSettings } from '@crewhub/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const getNotificationSettings = () =>
  apiRequest('/notificationSettings', { schema: notificationSettingsSchema });

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.settings(), queryFn: getNotificationSettings });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

export const saveNotificationSettings = (input: NotificationSettings) =>
  apiRequest('/notificationSettings', {
    method: 'POST',
    body: input,
    schema: notificationSettingsSchema,
  });

export const useSaveNotificationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
  });
};
