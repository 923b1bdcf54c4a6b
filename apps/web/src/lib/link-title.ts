import { useTranslation } from 'react-i18next';
import { pathKeys, type PathKey } from '@/config/paths';

const isPathKey = (key: string): key is PathKey => (pathKeys as string[]).includes(key);

/**
 * The title of a server-sent link ({ key, title }): links named after a screen get that
 * screen's translated title; others keep the title the server wrote.
 */
export const useLinkTitle = () => {
  const { t } = useTranslation();
  return ({ key, title }: { key: string; title: string }): string =>
    isPathKey(key) ? t(`routes.${key}`) : title;
};
