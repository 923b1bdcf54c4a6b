import type { Appointment } from '@crewhub/shared';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/link-row';
import { paths } from '@/config/paths';
import { appointmentWhen } from '../lib/appointment-when';
import { AppointmentStatusBadge } from './appointment-status-badge';

/** One appointment in a list; organisers also read whom it is with. */
export const AppointmentCard = ({
  appointment,
  showPerson,
}: {
  appointment: Appointment;
  showPerson: boolean;
}) => {
  const { i18n } = useTranslation();
  const when = appointmentWhen(i18n.language, appointment);
  return (
    <LinkRow
      to={paths.appointment.getHref({ id: String(appointment.id) })}
      label={
        showPerson ? `${appointment.subject} · ${appointment.person.name}` : appointment.subject
      }
      description={[when, appointment.place].filter(Boolean).join(' · ')}
      badge={<AppointmentStatusBadge status={appointment.status} />}
      testId={`appointment-${appointment.id}`}
    />
  );
};
