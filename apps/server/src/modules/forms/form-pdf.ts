import {
  askableQuestions,
  formSlug,
  isAnswered,
  localDateOf,
  localTimeOf,
  type FormAnswerValue,
  type Language,
} from '@crewhub/shared';
import type { DocumentTexts } from '../../lib/i18n/document-texts';
import { fill } from '../../lib/i18n/document-texts';
import type { PdfDocumentInput, PdfSection } from '../../lib/pdf/document-pdf';
import type { FormQuestionRow, FormResultRow } from './forms.repository';

/** About as many characters as fit a line of the page at 10 pt. */
const lineLength = 90;

/** Breaks text into lines at spaces and its own line breaks; the PDF helper does not wrap. */
export const wrapText = (text: string, length = lineLength): string[] =>
  text.split(/\r?\n/).flatMap((paragraph) => {
    const words = paragraph
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((word) => word.match(new RegExp(`.{1,${length}}`, 'g')) ?? []);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      if (line && line.length + 1 + word.length > length) {
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    if (line) lines.push(line);
    return lines;
  });

export type FormPdfInput = {
  result: Pick<FormResultRow, 'status' | 'dueDate' | 'submittedAt' | 'form'>;
  questions: FormQuestionRow[];
  answers: Partial<Record<string, FormAnswerValue>>;
  signature: Uint8Array | null;
  personName: string;
  timeZone: string;
  language: Language;
  texts: DocumentTexts;
  tenantName: string;
  now: Date;
};

export const formPdfFilename = (formName: string) => `${formSlug(formName)}.pdf`;

/** The filled form as a plain A4 document, in the reader's language. */
export const formDocument = (input: FormPdfInput): PdfDocumentInput => {
  const { texts, result } = input;
  const day = (isoDate: string) =>
    new Intl.DateTimeFormat(input.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${isoDate}T00:00:00Z`),
    );
  const when = (instant: Date) => ({
    date: day(localDateOf(instant, input.timeZone)),
    time: localTimeOf(instant, input.timeZone),
  });
  const answerLines = (question: FormQuestionRow, value: FormAnswerValue | undefined) => {
    if (!isAnswered(value)) return [texts.form.notAnswered];
    if (typeof value === 'boolean') return [value ? texts.yes : texts.no];
    if (typeof value === 'number') return [new Intl.NumberFormat(input.language).format(value)];
    if (Array.isArray(value)) return wrapText(value.join(', '));
    return question.type === 'date' ? [day(value)] : wrapText(value);
  };

  const status = result.submittedAt
    ? fill(texts.form.submitted, when(result.submittedAt))
    : texts.form.open;
  const about: PdfSection = {
    heading: status,
    lines: [
      ...(result.dueDate ? [fill(texts.form.due, { date: day(result.dueDate) })] : []),
      ...wrapText(result.form.description ?? ''),
    ],
  };
  const answers: PdfSection[] = askableQuestions(input.questions).map((question, index) => ({
    heading: `${index + 1}. ${question.label}`,
    lines: answerLines(question, input.answers[String(question.id)]),
  }));
  // When it was made, as the person's own clock read it.
  const made = when(input.now);
  return {
    title: result.form.name,
    subtitle: fill(texts.form.filledBy, { name: input.personName }),
    sections: [about, ...answers],
    signature:
      input.signature && result.submittedAt
        ? {
            heading: texts.form.signature,
            png: input.signature,
            lines: [
              fill(texts.form.signedBy, { name: input.personName, ...when(result.submittedAt) }),
            ],
          }
        : undefined,
    footer: fill(texts.form.footer, {
      tenant: input.tenantName,
      time: `${made.date} ${made.time}`,
    }),
    createdAt: input.now,
  };
};
