// What other modules may use from appointments; everything else stays inside the module.
export {
  appointmentTakesTimeSql,
  appointmentsTakingTime,
  myAppointmentsTakingTime,
  type AppointmentRow,
} from './appointments.service';
