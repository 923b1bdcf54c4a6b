// What other modules may use from jobs; everything else stays inside the module.
export { crewContacts } from './crew-contacts';
export { intervalOf, projectRefOf, toJob, toLedCrew } from './jobs.mapper';
export {
  crewContactsOfCrew,
  jobsOfPerson,
  ledCrewsWithoutOwnJob,
  timeZoneOfPerson,
  unsignedLedCrews,
  type CrewContactsRow,
  type JobRow,
  type LedCrewRow,
} from './jobs.queries';
