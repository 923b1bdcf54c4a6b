import { describe, expect, it } from 'vitest';
import { faqInputSchema } from './faq.schema';
import { faqSearchConfig, splitTags } from './faq-rules';

describe('FAQ rules', () => {
  it.each([
    ['en', 'english'],
    ['nl', 'dutch'],
    ['cy', 'simple'],
    ['de-at', 'german'],
  ] as const)('searches %s with the %s configuration', (language, config) => {
    expect(faqSearchConfig(language)).toBe(config);
  });

  it.each([
    ['payroll', ['payroll']],
    ['  payroll  holiday\tpay payroll ', ['payroll', 'holiday', 'pay']],
    ['', []],
  ])('splits %j into tags', (text, tags) => {
    expect(splitTags(text)).toEqual(tags);
  });

  it.each([
    [{ question: '' }, 'question'],
    [{ answer: ' ' }, 'answer'],
    [{ tags: ['two words'] }, 'tags'],
    [{ loginTypes: ['crew', 'crew'] }, 'loginTypes'],
    [{ loginTypes: ['guests'] }, 'loginTypes'],
    [{ language: 'xx' }, 'language'],
  ])('refuses %j naming %s', (change, field) => {
    const result = faqInputSchema.safeParse({
      question: 'How?',
      answer: 'Like this.',
      language: 'en',
      ...change,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('defaults an FAQ to every reader', () => {
    expect(faqInputSchema.parse({ question: 'Q', answer: 'A', language: 'nl' })).toMatchObject({
      companyId: null,
      categoryIds: [],
      loginTypes: [],
      tags: [],
    });
  });
});
