import { personsRepository } from './persons.repository';

/** Whether the tenant has a person with this id; checks ids that arrive in requests. */
export const personExists = personsRepository.exists;

/** A page of people by name; filters such as `workedForContactId` narrow it. */
export const pageOfPersons = personsRepository.page;
