import type { Appointment } from '@crewhub/shared';
import { formatDay } from '@/lib/format';

/** "Thu 26 Nov · 14:00–14:30", in the person's own day and clock. */
export const appointmentWhen = (language: string, appointment: Appointment): string =>
  `${formatDay(language, appointment.date, 'short')} · ${appointment.startTime}–${appointment.endTime}`;
