import { documentsRepository } from './documents.repository';

export { type CrewOf, type DocumentRow } from './documents.repository';

/** One document with its type, project, person and file; null when the tenant has none. */
export const documentRowById = documentsRepository.byId;

/** A page of a company's documents, its projects' included, newest first. */
export const pageOfCompanyDocuments = documentsRepository.ofCompany;

/** A page of the papers of one category held by a crew, by person then newest first. */
export const pageOfCrewDocuments = documentsRepository.ofCrew;

/** A project's documents of one category that were not rejected (export archives). */
export const projectDocumentsOfCategory = documentsRepository.ofProjectByCategory;
