// What other modules may use from crew-day; everything else stays inside the module.
export { loadChiefOrPlannerAccess, loadCrewAccess } from './crew-access';
export { pdfFile } from './crew-document-context';
export { signatureLines } from './crew-documents';
export { sniffPhotoType } from './photo-type';
