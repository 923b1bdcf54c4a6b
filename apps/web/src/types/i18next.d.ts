import type auth from '../locales/en/auth.json';
import type common from '../locales/en/common.json';
import type home from '../locales/en/home.json';
import type navigation from '../locales/en/navigation.json';
import type notFound from '../locales/en/not-found.json';
import type pages from '../locales/en/pages.json';
import type version from '../locales/en/version.json';

// English is the source of truth: t() only accepts keys that exist there.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      navigation: typeof navigation;
      home: typeof home;
      version: typeof version;
      'not-found': typeof notFound;
      pages: typeof pages;
    };
  }
}
