import { crewChiefJobsRepository } from './crew-chief-jobs.repository';
import { crewContactsRepository } from './job-detail.repository';
import { jobsRepository } from './jobs.repository';

export type { CrewContactsRow } from './job-detail.repository';
export type { JobRow } from './jobs.repository';

/** A person's jobs, oldest first; callers filter exact times (home, calendar, availability). */
export const jobsOfPerson = jobsRepository.list;

/** The time zone a person's times are shown in; Europe/Amsterdam when none is set. */
export const timeZoneOfPerson = jobsRepository.timeZoneOf;

/** Location, crew chief, project manager and contact on site of a crew; null when unknown. */
export const crewContactsOfCrew = crewContactsRepository.byCrew;

/** Crews a person leads without working a position on them, soonest first (home). */
export const ledCrewsWithoutOwnJob = crewChiefJobsRepository.ledWithoutOwnJob;

export type LedCrewRow = Awaited<ReturnType<typeof ledCrewsWithoutOwnJob>>[number];

/** Crews a person leads whose delivery note is not signed yet (home). */
export const unsignedLedCrews = crewChiefJobsRepository.unsigned;
