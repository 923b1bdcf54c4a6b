// What other modules may use from files; everything else stays inside the module.
export { readStoredFile, signedFileUrl, storeFile } from './files.service';
