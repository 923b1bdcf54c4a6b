export type AppointmentListRange = 'upcoming' | 'past';

export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (range: AppointmentListRange, today: string) =>
    [...appointmentKeys.all, 'list', range, today] as const,
  detail: (id: number) => [...appointmentKeys.all, 'detail', id] as const,
};
