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
 * tenant's `metaHostName` when it set one, else the host the app was opened on.
 */
export const useDocumentHead = (settings: TenantSettings): void => {
  useEffect(() => {
    // documentTitle sits beside the tenant schemas: imported here it would bring zod before the
    // sign-in form (issue 17), so it follows a moment later.
    void import('./document-title').then(({ documentTitle }) => {
      document.title = documentTitle(settings.metaHostName || window.location.host);
    });
    if (settings.faviconUrl) setHeadLink('icon', settings.faviconUrl);
    if (settings.metaDescription) setMeta('description', settings.metaDescription);
    setMeta('theme-color', themeFor(settings.mobileTheme).backgroundColor);
  }, [settings]);
};
