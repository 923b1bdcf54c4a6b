// What other modules may use from availability; everything else stays inside the module.
export {
  type Commitments,
  loadCommitments,
  unavailableIntervals,
  unavailableIntervalsRead,
} from './commitments';
export {
  unavailabilityOfPerson,
  type BlockDateRow,
  type VacationRequestRow,
} from './availability.queries';
