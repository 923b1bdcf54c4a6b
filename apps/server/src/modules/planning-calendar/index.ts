// What other modules may use from planning-calendar; everything else stays inside the module.
export {
  bookingsMeeting,
  isBookedStatus,
  spanEnd,
  spanStart,
  spansOverlap,
} from './booking-overlap';
