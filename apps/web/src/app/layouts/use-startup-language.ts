import type { TenantSettings } from '@crewhub/shared';
import { startTransition, useEffect, useState } from 'react';
import { changeUiLanguage } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { startupLanguage } from '@/lib/ui-language';
import { pickedLanguage } from '@/lib/ui-settings';

/** Applies the tenant and user language rules once the settings are known; true when done. */
export const useStartupLanguage = (settings: TenantSettings): boolean => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const language = startupLanguage({
      picked: pickedLanguage(),
      tenantDefault: settings.defaultLanguage,
      useUserLanguage: settings.useUserLanguage,
      userLanguage: getSession()?.claims.loginData.language,
    });
    // The first screen (frame and page) renders in a transition: React yields to the browser
    // every few milliseconds instead of blocking it for the whole render (issue 17).
    void changeUiLanguage(language, false).then(() => startTransition(() => setReady(true)));
  }, [settings]);
  return ready;
};
