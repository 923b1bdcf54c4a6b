import { availabilityRepository } from './availability.repository';

export type { BlockDateRow, VacationRequestRow } from './availability.repository';

/** A person's blocked dates and vacation requests touching a date range (calendar feeds). */
export const unavailabilityOfPerson = availabilityRepository.unavailability;
