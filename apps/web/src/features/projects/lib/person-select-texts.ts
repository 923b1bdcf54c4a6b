import type { TFunction } from 'i18next';

/** The person pickers' words on project screens (the `projects` namespace). */
export const personSelectTexts = (t: TFunction<'projects'>) => ({
  placeholder: t('person.searchPlaceholder'),
  searching: t('person.searching'),
});
