/**
 * Where a stored file lives and who owns it, as the signed URL needs it. `viewer` (a session
 * subject such as `login:12`) names whom a link was made for when its openings are logged.
 */
export type FileRef = { tenantId: number; fileId: number; viewer?: string };

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/**
 * Blob storage behind the `file` table. Bytes live under opaque keys the server generates;
 * browsers fetch them through signed, expiring URLs so no bearer token is needed in <img> or
 * download links. A cloud backend can hand out its own pre-signed URLs instead of ours.
 */
export type FileStorage = {
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  /** null when nothing is stored under the key. */
  get: (key: string) => Promise<Buffer | null>;
  delete: (key: string) => Promise<void>;
  signedUrl: (ref: FileRef, expiresAt: Date) => string;
  verifySignedUrl: (
    ref: FileRef,
    query: { expires: number; signature: string },
    now: Date,
  ) => SignatureCheck;
};
