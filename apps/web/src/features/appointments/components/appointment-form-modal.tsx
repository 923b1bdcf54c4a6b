import {
  createAppointmentInputSchema,
  updateAppointmentInputSchema,
  type Appointment,
} from '@crewhub/shared';
import { Group, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '@/components/form-modal';
import { PersonSelect } from '@/components/person-select';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { serverErrors, zodForm } from '@/lib/form-validation';
import { toast } from '@/lib/toasts';
import { useChangeAppointment } from '../api/change-appointment';

type Values = {
  personId: string | null;
  subject: string;
  date: string;
  startTime: string;
  endTime: string;
  place: string;
  videoLink: string;
  notes: string;
};

const optional = (value: string) => (value.trim() === '' ? null : value.trim());
const fieldsOf = (values: Values) => ({
  subject: values.subject,
  date: values.date,
  startTime: values.startTime,
  endTime: values.endTime,
  place: optional(values.place),
  videoLink: optional(values.videoLink),
  notes: optional(values.notes),
});
const createForm = zodForm(createAppointmentInputSchema, {
  toInput: (values: Values) => ({
    personId: values.personId ? Number(values.personId) : null,
    ...fieldsOf(values),
  }),
});
const updateForm = zodForm(updateAppointmentInputSchema, { toInput: fieldsOf });

const valuesOf = (saved: Appointment | undefined, date: string): Values => ({
  personId: saved ? String(saved.person.id) : null,
  subject: saved?.subject ?? '',
  date: saved?.date ?? date,
  startTime: saved?.startTime ?? '10:00',
  endTime: saved?.endTime ?? '10:30',
  place: saved?.place ?? '',
  videoLink: saved?.videoLink ?? '',
  notes: saved?.notes ?? '',
});

/**
 * Makes or changes an appointment. The person is picked only when making one; a new day or
 * time asks the person again, which the dialog says before saving.
 */
export const AppointmentFormModal = ({
  saved,
  today,
  onClose,
}: {
  saved?: Appointment;
  today: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const change = useChangeAppointment();
  const rules = saved ? updateForm : createForm;
  const form = useForm<Values>({ initialValues: valuesOf(saved, today), validate: rules.validate });

  const onSubmit = form.onSubmit((values) => {
    const request = saved
      ? { kind: 'update' as const, id: saved.id, input: updateForm.transformValues(values) }
      : { kind: 'create' as const, input: createForm.transformValues(values) };
    change.mutate(request, {
      onSuccess: (appointment) => {
        toast.success(t(saved ? 'form.saved' : 'form.created'));
        onClose();
        if (!saved) void navigate(paths.appointment.getHref({ id: String(appointment.id) }));
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverErrors(error.issues));
      },
    });
  });

  return (
    <FormModal
      onClose={onClose}
      title={t(saved ? 'form.editTitle' : 'form.newTitle')}
      onSubmit={onSubmit}
      submitting={change.isPending}
      submitLabel={t(saved ? 'form.save' : 'form.invite')}
      error={change.error && !isApiError(change.error, 'VALIDATION_FAILED') ? change.error : null}
      testId="appointment-form"
      submitTestId="appointment-submit"
    >
      {saved ? null : (
        <PersonSelect
          label={t('form.person')}
          value={form.values.personId}
          saved={undefined}
          onChange={(personId) => form.setFieldValue('personId', personId)}
          error={form.errors.personId}
          testId="appointment-person"
          texts={{
            placeholder: t('form.personPlaceholder'),
            searching: t('form.searching'),
          }}
        />
      )}
      <TextInput
        size="md"
        label={t('form.subject')}
        placeholder={t('form.subjectPlaceholder')}
        required
        data-testid="appointment-subject"
        {...form.getInputProps('subject')}
      />
      <TextInput
        size="md"
        type="date"
        label={t('form.date')}
        required
        min={saved ? undefined : today}
        data-testid="appointment-date"
        {...form.getInputProps('date')}
      />
      <Group grow align="flex-start">
        <TextInput
          size="md"
          type="time"
          label={t('form.start')}
          required
          data-testid="appointment-start"
          {...form.getInputProps('startTime')}
        />
        <TextInput
          size="md"
          type="time"
          label={t('form.end')}
          required
          data-testid="appointment-end"
          {...form.getInputProps('endTime')}
        />
      </Group>
      <TextInput
        size="md"
        label={t('form.place')}
        data-testid="appointment-place"
        {...form.getInputProps('place')}
      />
      <TextInput
        size="md"
        type="url"
        label={t('form.videoLink')}
        description={t('form.videoLinkHint')}
        data-testid="appointment-video"
        {...form.getInputProps('videoLink')}
      />
      <Textarea
        size="md"
        label={t('form.notes')}
        autosize
        minRows={2}
        data-testid="appointment-notes"
        {...form.getInputProps('notes')}
      />
      {saved ? (
        <Text size="sm" c="dimmed">
          {t('form.movedAsksAgain', { name: saved.person.name })}
        </Text>
      ) : null}
    </FormModal>
  );
};
