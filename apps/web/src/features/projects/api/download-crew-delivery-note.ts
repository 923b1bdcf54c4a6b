import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { toast } from '@/lib/toasts';

/** The delivery note PDF of one crew of the project. */
export const downloadCrewDeliveryNote = async (crewId: number, filename: string) =>
  saveBlob(await apiBlob(`/projectCrews/${crewId}/deliveryNote`), filename);

export const useDownloadCrewDeliveryNote = () => {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ crewId, filename }: { crewId: number; filename: string }) =>
      downloadCrewDeliveryNote(crewId, filename),
    onSuccess: () => toast.success(t('success.downloaded')),
  });
};
