export const documentKeys = {
  all: ['documents'] as const,
  signing: (id: number) => [...documentKeys.all, id, 'signing'] as const,
  /** A stored file by its path; the signed URL's expiry changes with every answer. */
  file: (path: string) => [...documentKeys.all, 'file', path] as const,
};
