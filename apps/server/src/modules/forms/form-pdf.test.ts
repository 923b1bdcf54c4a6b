import { describe, expect, it } from 'vitest';
import { documentTexts } from '../../lib/i18n/document-texts';
import { formDocument, type FormPdfInput } from './form-pdf';

const input = (values: Partial<FormPdfInput>): FormPdfInput => ({
  result: {
    status: 'open',
    dueDate: null,
    submittedAt: null,
    form: { name: 'Crew intake', description: null, kind: 'general', requiresSignature: false },
  },
  questions: [],
  answers: {},
  signature: null,
  personName: 'Sanne de Vries',
  timeZone: 'Europe/Amsterdam',
  language: 'en',
  texts: documentTexts('en'),
  tenantName: 'Crewhub Demo Events',
  now: new Date('2026-11-23T23:30:05.123Z'),
  ...values,
});

describe('formDocument', () => {
  it("prints when it was made in the person's time zone, to the minute", () => {
    expect(formDocument(input({})).footer).toBe(
      'Crewhub Demo Events - Crewhub - generated November 24, 2026 00:30',
    );
    expect(
      formDocument(
        input({ timeZone: 'America/New_York', language: 'nl', texts: documentTexts('nl') }),
      ).footer,
    ).toBe('Crewhub Demo Events - Crewhub - gemaakt 23 november 2026 18:30');
  });
});
