import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';

/** The submitted form as PDF (behind the Authorization header), saved under the form's name. */
export const downloadFormPdf = async (id: number, filename: string) =>
  saveBlob(await apiBlob(`/forms/perform/${id}/download`), filename);

export const useDownloadFormPdf = (id: number) =>
  useMutation({ mutationFn: (filename: string) => downloadFormPdf(id, filename) });
