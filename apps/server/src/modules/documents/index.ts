// What other modules may use from documents; everything else stays inside the module.
export { canSeeDocument, documentFilter, documentReadGrants } from './document-access';
export {
  approvedOnly,
  type CrewOf,
  type DocumentRow,
  documentsRepository,
} from './documents.repository';
export { toDocument } from './documents.service';
