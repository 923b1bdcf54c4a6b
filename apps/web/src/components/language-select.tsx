import { normalizeLanguage, supportedLanguages, type Language } from '@crewhub/shared';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeUiLanguage } from '@/lib/i18n';

/** Each language named in itself, so anyone can find their own in the list. */
const nativeNames: Record<Language, string> = {
  en: 'English',
  nl: 'Nederlands',
  cy: 'Cymraeg',
  fr: 'Français',
  'de-at': 'Deutsch (Österreich)',
  de: 'Deutsch',
  es: 'Español',
};

/** The languages for a select, each named in itself. */
export const languageOptions = supportedLanguages.map((value) => ({
  value,
  label: nativeNames[value],
}));

/** Switches the texts right away and remembers the choice on this device. */
export const LanguageSelect = (props: Omit<NativeSelectProps, 'data' | 'value' | 'onChange'>) => {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('languageLabel')}
      leftSection={<IconWorld size={16} />}
      data={languageOptions}
      value={normalizeLanguage(i18n.language)}
      onChange={(event) =>
        void changeUiLanguage(normalizeLanguage(event.currentTarget.value), true)
      }
      data-testid="language-select"
      {...props}
    />
  );
};
