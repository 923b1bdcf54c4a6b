import {
  appointmentSchema,
  type AnswerAppointmentInput,
  type Appointment,
  type CreateAppointmentInput,
  type UpdateAppointmentInput,
} from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

export type AppointmentChange =
  | { kind: 'create'; input: CreateAppointmentInput }
  | { kind: 'update'; id: number; input: UpdateAppointmentInput }
  | { kind: 'answer'; id: number; input: AnswerAppointmentInput }
  | { kind: 'cancel'; id: number };

const send = (change: AppointmentChange): Promise<Appointment> => {
  const schema = appointmentSchema;
  switch (change.kind) {
    case 'create':
      return apiRequest('/appointments', { method: 'POST', body: change.input, schema });
    case 'update':
      return apiRequest(`/appointments/${change.id}`, {
        method: 'POST',
        body: change.input,
        schema,
      });
    case 'answer':
      return apiRequest(`/appointments/${change.id}/answer`, {
        method: 'POST',
        body: change.input,
        schema,
      });
    case 'cancel':
      return apiRequest(`/appointments/${change.id}`, { method: 'DELETE', schema });
  }
};

/** Every change to an appointment; lists, the detail and the personal calendar reload. */
export const useChangeAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Forms show field errors themselves.
    meta: { silent: true },
    onSuccess: (appointment) => {
      queryClient.setQueryData(appointmentKeys.detail(appointment.id), appointment);
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['personal-calendar'] });
    },
  });
};
