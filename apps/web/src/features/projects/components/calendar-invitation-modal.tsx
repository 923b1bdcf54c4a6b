import { sendCalendarInvitationInputSchema } from '@crewhub/shared';
import { List, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { formatMoment } from '@/lib/format';
import { zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useCalendarInvitations, useSendCalendarInvitation } from '../api/calendar-invitations';

/**
 * Sends the project's shifts as a calendar invitation (Google Calendar, Outlook) to an e-mail
 * address; the addresses already invited get every later change as an update.
 */
export const CalendarInvitationModal = ({
  number,
  onClose,
}: {
  number: string;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation(['projects', 'common']);
  const invited = useCalendarInvitations(number);
  const send = useSendCalendarInvitation(number);
  const form = useForm({
    initialValues: { email: '' },
    ...zodForm(sendCalendarInvitationInputSchema),
  });
  const submit = form.onSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => {
        toast.success(t('common:success.invitationSent'));
        onClose();
      },
    }),
  );

  return (
    <FormModal
      onClose={onClose}
      title={t('invitation.title')}
      onSubmit={submit}
      submitting={send.isPending}
      submitLabel={t('invitation.send')}
      error={send.error}
      testId="calendar-invitation-form"
    >
      <Text size="sm">{t('invitation.intro')}</Text>
      <TextInput
        label={t('invitation.email')}
        type="email"
        autoComplete="email"
        leftSection={<IconAt size={16} />}
        data-autofocus
        {...form.getInputProps('email')}
      />
      {invited.data && invited.data.length > 0 ? (
        <div>
          <Text size="sm" fw={500}>
            {t('invitation.invited')}
          </Text>
          <List size="sm" data-testid="calendar-invitations">
            {invited.data.map((invitation) => (
              <List.Item key={invitation.email}>
                {t('invitation.invitedRow', {
                  email: invitation.email,
                  sentAt: formatMoment(i18n.language, invitation.sentAt),
                })}
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </FormModal>
  );
};
