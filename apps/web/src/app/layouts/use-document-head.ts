import { documentTitle, themeFor, type TenantSettings } from '@crewhub/shared';
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
    if (pageShown) document.title = documentTitle(settings.metaHostName || window.location.host);
  }, [settings, pageShown]);
  useEffect(() => {
    if (settings.faviconUrl) setHeadLink('icon', settings.faviconUrl);
    if (settings.metaDescription) setMeta('description', settings.metaDescription);
    setMeta('theme-color', themeFor(settings.mobileTheme).backgroundColor);
  }, [settings]);
};
