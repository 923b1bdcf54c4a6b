// What other modules may use from planning-calendar; everything else stays inside the module.
export {
  bookedPeopleOn,
  bookingsMeeting,
  doubleBookings,
  isBookedStatus,
  spanEnd,
  spanStart,
  spansOverlap,
} from './booking-overlap';
