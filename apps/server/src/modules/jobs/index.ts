// What other modules may use from jobs; everything else stays inside the module.
export { crewChiefJobsRepository } from './crew-chief-jobs.repository';
export { crewContacts } from './crew-contacts';
export { crewContactsRepository, type CrewContactsRow } from './job-detail.repository';
export { intervalOf, projectRefOf, toJob, toLedCrew } from './jobs.mapper';
export { type JobRow, jobsRepository } from './jobs.repository';
