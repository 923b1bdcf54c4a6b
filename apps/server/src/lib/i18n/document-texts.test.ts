import { supportedLanguages } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { documentCatalogue, documentTexts, fill, type DocumentTexts } from './document-texts';

type Texts = { [key: string]: string | Texts };

const flatten = (texts: Texts, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = new Map(flatten(documentCatalogue.en as unknown as Texts));

describe('document catalogue', () => {
  it.each(supportedLanguages.filter((language) => language !== 'en'))(
    '%s fills every text with the English placeholders, translated',
    (language) => {
      const texts = flatten(documentCatalogue[language] as unknown as Texts);
      expect(texts.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim(), `${language}:${key}`).not.toBe('');
        expect(placeholders(text), `${language}:${key}`).toEqual(
          placeholders(english.get(key) ?? ''),
        );
      }
      const same = texts.filter(([key, text]) => english.get(key) === text).length;
      // A few words are the same in English (Status, Total, Crew); most must not be.
      expect(same / texts.length).toBeLessThan(0.2);
    },
  );

  it('picks the language, with English for unknown or missing ones', () => {
    expect(documentTexts('nl').columns.amount).toBe('Bedrag');
    expect(documentTexts('deAt').report.contact).toBe('Ansprechperson');
    expect(documentTexts('de').report.contact).toBe('Ansprechpartner');
    const englishTexts: DocumentTexts = documentCatalogue.en;
    expect(documentTexts('klingon')).toBe(englishTexts);
    expect(documentTexts(null)).toBe(englishTexts);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('{confirmed}/{rows} confirmed', { confirmed: 2, rows: 3 })).toBe('2/3 confirmed');
    expect(fill('Generated {time}', {})).toBe('Generated {time}');
  });
});
