import { Button, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toasts';
import { useInvitePerson } from '../api/invite-person';

/** For the office on a person's page: send the welcome mail with the set-password link. */
export const InvitationCard = ({ personId }: { personId: number }) => {
  const { t } = useTranslation(['mail', 'common']);
  const invite = useInvitePerson();
  const send = () =>
    invite.mutate(personId, {
      onSuccess: () => toast.success(t('common:success.invitationSent')),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.code === 'CONFLICT'
            ? t('mail:invitation.hasPassword')
            : errorText(error),
        ),
    });
  return (
    <SectionCard title={t('mail:invitation.title')} icon={IconMailForward} testId="invitation">
      <Text size="sm" c="dimmed" mb="sm">
        {t('mail:invitation.intro')}
      </Text>
      <Button onClick={send} loading={invite.isPending} data-testid="send-invitation">
        {t('mail:invitation.send')}
      </Button>
    </SectionCard>
  );
};
