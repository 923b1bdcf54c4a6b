import {
  notificationCategories,
  notificationSettingsSchema,
  type NotificationSettings,
} from '@crewhub/shared';
import { Button, Checkbox, NumberInput, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useRight } from '@/lib/use-right';
import { useSaveNotificationSettings } from '../api/notification-settings';

/** Push and/or mail per category, quiet hours and how long before a shift the reminder comes. */
export const NotificationSettingsForm = ({ settings }: { settings: NotificationSettings }) => {
  const { t } = useTranslation(['notifications', 'common']);
  const save = useSaveNotificationSettings();
  // Applications and answers of crew concern those who plan projects.
  const plans = useRight('projects', 'EDIT');
  const categories = notificationCategories.filter((category) => plans || category !== 'planning');
  const form = useForm({ initialValues: settings, ...zodForm(notificationSettingsSchema) });
  const submit = form.onSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => toast.success(t('notifications:settings.saved')),
      onError: (error) => toast.error(errorText(error)),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="xs" data-testid="notification-channels">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('notifications:settings.category')}</Table.Th>
                <Table.Th>{t('notifications:settings.push')}</Table.Th>
                <Table.Th>{t('notifications:settings.mail')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {categories.map((category) => {
                const label = t(`notifications:categories.${category}`);
                return (
                  <Table.Tr key={category}>
                    <Table.Td>{label}</Table.Td>
                    {(['push', 'mail'] as const).map((channel) => (
                      <Table.Td key={channel}>
                        <Checkbox
                          size="md"
                          aria-label={`${label}: ${t(`notifications:settings.${channel}`)}`}
                          {...form.getInputProps(`channels.${category}.${channel}`, {
                            type: 'checkbox',
                          })}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            type="time"
            label={t('notifications:settings.quietFrom')}
            {...form.getInputProps('quietFrom')}
          />
          <TextInput
            type="time"
            label={t('notifications:settings.quietUntil')}
            {...form.getInputProps('quietUntil')}
          />
          <NumberInput
            label={t('notifications:settings.reminderHours')}
            min={1}
            max={72}
            allowDecimal={false}
            {...form.getInputProps('reminderHours')}
          />
        </SimpleGrid>
        <Button
          type="submit"
          loading={save.isPending}
          style={{ alignSelf: 'flex-start' }}
          data-testid="save-notification-settings"
        >
          {t('notifications:settings.save')}
        </Button>
      </Stack>
    </form>
  );
};
