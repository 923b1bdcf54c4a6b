import type { Appointment } from '@crewhub/shared';
import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconCalendarClock, IconMapPin, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { FoundState } from '@/components/found-state';
import { todayIso } from '@/lib/calendar/month';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toasts';
import { useChangeAppointment } from '../api/change-appointment';
import { useAppointment } from '../api/get-appointments';
import { appointmentWhen } from '../lib/appointment-when';
import { AppointmentFormModal } from './appointment-form-modal';
import { AppointmentStatusBadge } from './appointment-status-badge';

const Details = ({ appointment }: { appointment: Appointment }) => {
  const { t, i18n } = useTranslation('appointments');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="appointment-details">
      <Stack gap={6}>
        {/* The subject is the page's title. */}
        <AppointmentStatusBadge status={appointment.status} />
        <Text fw={600} fz="lg">
          {appointmentWhen(i18n.language, appointment)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('with', { person: appointment.person.name, organiser: appointment.organiser ?? '—' })}
        </Text>
        {appointment.place ? (
          <Text size="sm">
            <IconMapPin size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
            {appointment.place}
          </Text>
        ) : null}
        {appointment.videoLink ? (
          <Anchor href={appointment.videoLink} target="_blank" rel="noopener noreferrer" size="sm">
            <IconVideo size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
            {t('joinVideo')}
          </Anchor>
        ) : null}
        {appointment.notes ? (
          <Text style={{ whiteSpace: 'pre-line' }}>{appointment.notes}</Text>
        ) : null}
        {appointment.answerComment ? (
          <Text size="sm" c="dimmed" data-testid="appointment-answer-comment">
            {t('answerComment', { comment: appointment.answerComment })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
};

/** The invitee's answer, with an optional note; they may change their mind until it is cancelled. */
const AnswerActions = ({ appointment }: { appointment: Appointment }) => {
  const { t } = useTranslation('appointments');
  const change = useChangeAppointment();
  const [comment, setComment] = useState('');
  const answer = (value: 'accepted' | 'declined') =>
    change.mutate(
      { kind: 'answer', id: appointment.id, input: { answer: value, comment: comment || null } },
      {
        onSuccess: () => toast.success(t(`answered.${value}`)),
        onError: () => toast.error(t('answerFailed')),
      },
    );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Textarea
          size="md"
          label={t('comment')}
          autosize
          minRows={1}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          data-testid="appointment-comment"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button
            size="md"
            variant="default"
            disabled={appointment.status === 'declined'}
            loading={
              change.isPending &&
              change.variables?.kind === 'answer' &&
              change.variables.input.answer === 'declined'
            }
            onClick={() => answer('declined')}
            data-testid="appointment-decline"
          >
            {t('actions.decline')}
          </Button>
          <Button
            size="md"
            color="green"
            disabled={appointment.status === 'accepted'}
            loading={
              change.isPending &&
              change.variables?.kind === 'answer' &&
              change.variables.input.answer === 'accepted'
            }
            onClick={() => answer('accepted')}
            data-testid="appointment-accept"
          >
            {t('actions.accept')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
};

const OrganiserActions = ({ appointment }: { appointment: Appointment }) => {
  const { t } = useTranslation('appointments');
  const change = useChangeAppointment();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button
          size="md"
          variant="default"
          color="red"
          onClick={() => setCancelling(true)}
          data-testid="appointment-cancel"
        >
          {t('actions.cancel')}
        </Button>
        <Button size="md" onClick={() => setEditing(true)} data-testid="appointment-edit">
          {t('actions.edit')}
        </Button>
      </SimpleGrid>
      {editing ? (
        <AppointmentFormModal
          saved={appointment}
          today={todayIso()}
          onClose={() => setEditing(false)}
        />
      ) : null}
      <ConfirmModal
        opened={cancelling}
        title={t('cancelConfirm.title')}
        message={t('cancelConfirm.message', { person: appointment.person.name })}
        confirmLabel={t('actions.cancel')}
        onConfirm={() =>
          change.mutate(
            { kind: 'cancel', id: appointment.id },
            {
              onSuccess: () => {
                setCancelling(false);
                toast.success(t('cancelled'));
              },
              onError: () => toast.error(t('answerFailed')),
            },
          )
        }
        onCancel={() => setCancelling(false)}
        loading={change.isPending}
        danger
      />
    </>
  );
};

/** One appointment: when and where, and the actions of whoever looks at it. */
export const AppointmentPage = ({ id }: { id: number }) => {
  const { t } = useTranslation(['appointments', 'common']);
  const appointment = useAppointment(id);
  usePageTitle(appointment.data?.subject);
  return (
    <FoundState query={appointment} notFound={t('notFound')} icon={IconCalendarClock}>
      {(detail) => (
        <Stack gap="md" data-testid="appointment-page">
          <Details appointment={detail} />
          {detail.canAnswer ? <AnswerActions appointment={detail} /> : null}
          {detail.canEdit ? <OrganiserActions appointment={detail} /> : null}
        </Stack>
      )}
    </FoundState>
  );
};
