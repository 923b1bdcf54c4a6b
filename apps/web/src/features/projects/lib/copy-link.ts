import { copyText } from '@/lib/copy-text';
import { errorText } from '@/lib/error-text';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toasts';
import { absoluteUrl } from './share-event';

/**
 * Copies the absolute link of an app path (an absolute URL stays as it is) and says "link
 * copied", or why it failed.
 * The path may still have to be fetched, e.g. a calendar feed created on first use.
 */
export const copyAppLink = async (path: string | (() => Promise<string>)): Promise<void> => {
  try {
    const resolved = typeof path === 'string' ? path : await path();
    await copyText(absoluteUrl(resolved, window.location.origin));
    toast.success(i18n.t('common:success.linkCopied'));
  } catch (error) {
    toast.error(errorText(error));
  }
};
