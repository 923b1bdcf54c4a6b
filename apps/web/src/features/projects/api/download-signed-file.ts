import { useTranslation } from 'react-i18next';
import { saveUrl } from '@/lib/download';
import { toast } from '@/lib/toasts';

/**
 * Saves a file behind a signed, expiring URL (no Authorization header needed) and says
 * "downloaded successfully".
 */
export const useDownloadSignedFile = () => {
  const { t } = useTranslation();
  return (url: string, filename: string) => {
    saveUrl(url, filename);
    toast.success(t('success.downloaded'));
  };
};
