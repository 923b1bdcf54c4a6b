// On its own so that use-document-head.ts can load it (and zod, beside it) after first paint.
export { documentTitle } from '@crewhub/shared';
