// What other modules may use from documents; everything else stays inside the module.
export {
  archiveFilter,
  canSeeDocument,
  documentFilter,
  documentReadGrants,
  recordPaperDownloads,
} from './document-access';
export {
  documentRowById,
  pageOfCompanyDocuments,
  pageOfCrewDocuments,
  projectDocumentsOfCategory,
  type CrewOf,
  type DocumentRow,
} from './documents.queries';
export { fileOfficePaper, toDocument } from './documents.service';
export { documentContentType, readDocumentUpload, type DocumentUpload } from './document-upload';
