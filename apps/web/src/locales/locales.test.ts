import { errorCodes, supportedLanguages } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { namespaces } from '@/lib/i18n';

type Texts = { [key: string]: string | Texts };

const files = import.meta.glob<Texts>('./*/*.json', { eager: true, import: 'default' });

const flatten = (texts: Texts, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : [...flatten(value, `${prefix}${key}.`)],
    ),
  );

const textsOf = (language: string, namespace: string): Map<string, string> => {
  const file = files[`./${language}/${namespace}.json`];
  if (!file) throw new Error(`${language}/${namespace}.json is missing`);
  return flatten(file);
};

const placeholders = (text: string): string[] =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();

// i18next plurals are `key_one`, `key_other`, …: each language has the forms its plural rules
// use (English two, Welsh six), so plural keys are compared by their base and forms.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const keyShapes = (texts: Map<string, string>, language: string): string[] => {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of texts.keys()) {
    const base = key.replace(pluralSuffix, '');
    if (base === key) keys.add(key);
    else for (const form of forms) keys.add(`${base}_${form}`);
  }
  return [...keys].sort();
};
const englishFor = (english: Map<string, string>, key: string) =>
  english.get(key) ?? english.get(key.replace(pluralSuffix, '_other')) ?? '';

describe.each(supportedLanguages.filter((language) => language !== 'en'))(
  '%s texts',
  (language) => {
    it.each(namespaces)('%s has exactly the English keys, all filled in', (namespace) => {
      const english = textsOf('en', namespace);
      const translated = textsOf(language, namespace);
      expect([...translated.keys()].sort()).toEqual(keyShapes(english, language));
      for (const [key, text] of translated) {
        expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
        expect(placeholders(text), `${language}/${namespace}:${key}`).toEqual(
          placeholders(englishFor(english, key)),
        );
      }
    });
  },
);

describe('locale files', () => {
  it('exist only for supported languages and known namespaces', () => {
    for (const path of Object.keys(files)) {
      const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
      expect(supportedLanguages).toContain(language);
      expect(namespaces).toContain(namespace);
    }
  });

  it('translate exactly the error codes the API can answer with', () => {
    const codes = [...textsOf('en', 'common').keys()]
      .filter((key) => key.startsWith('errors.'))
      .map((key) => key.slice('errors.'.length));
    expect(codes.sort()).toEqual([...errorCodes].sort());
  });

  it('give English plurals exactly the forms English uses', () => {
    for (const namespace of namespaces) {
      const english = textsOf('en', namespace);
      expect([...english.keys()].sort(), namespace).toEqual(keyShapes(english, 'en'));
    }
  });

  it('have no empty English texts', () => {
    for (const namespace of namespaces) {
      for (const [key, text] of textsOf('en', namespace)) expect(text.trim(), key).not.toBe('');
    }
  });
});
