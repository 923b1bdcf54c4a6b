import { themeFor, type TenantSettings } from '@crewhub/shared';
import { useEffect } from 'react';

const setHeadLink = (rel: string, href: string) => {
  const link =
    document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`) ??
    document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.appendChild(link);
};

const setMeta = (name: string, content: string) => {
  const meta =
    document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`) ??
    document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.appendChild(meta);
};

/**
 * Title, favicon, description and browser colour come from the tenant. The title names the
 * tenant's `metaHostName` when it set one, else the host the app was opened on; it is set once
 * `pageShown` (the texts are ready and the page renders).
 */
export const useDocumentHead = (settings: TenantSettings, pageShown: boolean): void => {
  useEffect(() => {
    // documentTitle sits beside the tenant schemas: imported here it would bring zod before the
    // sign-in form (issue 17), so it follows the first screen, not competing with its texts.
    if (!pageShown) return;
    void import('./document-title').then(({ documentTitle }) => {
      document.title = documentTitle(settings.metaHostName || window.location.host);
    });
  }, [settings, pageShown]);
  useEffect(() => {
    if (settings.faviconUrl) setHeadLink('icon', settings.faviconUrl);
    if (settings.metaDescription) setMeta('description', settings.metaDescription);
    setMeta('theme-color', themeFor(settings.mobileTheme).backgroundColor);
  }, [settings]);
};
