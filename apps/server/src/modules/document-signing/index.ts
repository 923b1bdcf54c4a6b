// What other modules may use from document-signing; everything else stays inside the module.
export { documentsToSignOnHomeRead } from './document-signing.service';
export { openForSigning } from './open-signing.service';
export { signerOf } from './signing-view';
