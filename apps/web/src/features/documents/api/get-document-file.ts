import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { documentKeys } from './document-keys';

/** A stored file behind its signed URL (no Authorization header: the signature admits). */
export const getDocumentFile = async (url: string): Promise<Blob> => {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError({ kind: 'network' });
  }
  if (!response.ok) throw new ApiError({ kind: 'http', status: response.status });
  return response.blob();
};

export const documentFileQueryOptions = (url: string) =>
  queryOptions({
    queryKey: documentKeys.file(url.split('?')[0] ?? url),
    queryFn: () => getDocumentFile(url),
    // A stored file never changes; a new signed copy is a new file.
    staleTime: Infinity,
    meta: { silent: true },
  });

export const useDocumentFile = (url: string) => useQuery(documentFileQueryOptions(url));
