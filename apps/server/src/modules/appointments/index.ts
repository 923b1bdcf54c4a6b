// What other modules may use from appointments; everything else stays inside the module.
export {
  appointmentTakesTimeSql,
  appointmentsTakingTime,
  myAppointmentsTakingTime,
  myAppointmentsTakingTimeRead,
  type AppointmentRow,
} from './appointments.service';
