import type { Language } from '@crewhub/shared';

/** Cents as "1.234,56 EUR" in the reader's number style; the PDF fonts have no narrow spaces. */
export const documentAmount = (language: Language, cents: number): string =>
  `${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(cents / 100)
    .replace(/\s/g, ' ')} EUR`;
