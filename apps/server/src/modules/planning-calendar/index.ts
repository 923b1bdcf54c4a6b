// What other modules may use from planning-calendar; everything else stays inside the module.
export { otherBookingOverlaps, spanEnd, spanStart } from './booking-overlap';
